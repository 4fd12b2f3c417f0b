import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../scripts/server-process.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A message the server has read whole but not yet answered (while paused). */
interface HeldMail extends ReceivedMail {
  sessionId: string;
  accept: () => void;
}

export interface MailServer {
  port: number;
  url: string;
  /** Every message the server accepted (answered 250), in order. */
  inbox: ReceivedMail[];
  /**
   * Holds each message unanswered once its data has arrived, as a slow mail server does: the
   * sender waits for the 250, holding its claim on the notice.
   */
  pause(): void;
  /** Messages held now whose sender hung up before an answer (never accepted). */
  abandoned(): ReceivedMail[];
  /** How many messages wait for an answer. */
  heldCount(): number;
  /** Accepts the held messages whose sender still waits, and every message after. */
  resume(): void;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) on a loopback port. */
export async function startMailServer(): Promise<MailServer> {
  const port = await freePort();
  const inbox: ReceivedMail[] = [];
  let held: HeldMail[] = [];
  const closedSessions = new Set<string>();
  let paused = false;
  let smtp: SMTPServer | undefined;

  const start = async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose(session) {
        closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          const accept = () => {
            inbox.push(mail);
            callback();
          };
          if (paused) held.push({ ...mail, sessionId: session.id, accept });
          else accept();
        });
      },
    });
    smtp.listen(port, '127.0.0.1');
    await once(smtp.server, 'listening');
  };
  await start();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    pause() {
      paused = true;
    },
    abandoned: () => held.filter((mail) => closedSessions.has(mail.sessionId)),
    heldCount: () => held.length,
    resume() {
      paused = false;
      // A sender that hung up never heard the 250: the message was not accepted.
      for (const mail of held) if (!closedSessions.has(mail.sessionId)) mail.accept();
      held = [];
    },
    stop: () =>
      new Promise((resolve) => {
        if (!smtp) return resolve();
        smtp.close(() => resolve());
        smtp = undefined;
      }),
    start,
  };
}

/** Quoted-printable soft breaks and escapes undone, so assertions can read the body. */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The lead a notice is about, from its X-ZS-Lead-Id header. */
export function mailLeadId(mail: ReceivedMail): number | undefined {
  const match = /^X-ZS-Lead-Id: (\d+)$/im.exec(mail.raw);
  return match?.[1] ? Number(match[1]) : undefined;
}
