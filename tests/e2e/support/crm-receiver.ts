import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { freePort } from '../../../scripts/server-process.ts';

/** One POST the receiver took, after checking its signature. */
export interface CrmDelivery {
  id: string;
  /** The payload, parsed (docs/lead-webhook.md). */
  payload: {
    version: number;
    event: string;
    id: string;
    site: string;
    lead: Record<string, unknown>;
  };
  signatureValid: boolean;
  status: number;
}

export interface CrmReceiver {
  url: string;
  deliveries: CrmDelivery[];
  /** The status to answer a lead with (default 204); e.g. 400 for a lead the CRM refuses. */
  answer: (lead: Record<string, unknown>) => number;
  /** Closes the port: deliveries fail to connect until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real HTTP receiver on loopback, standing in for the sales team's CRM. It checks each
 * signature the way docs/lead-webhook.md tells a receiver to, written here from that text
 * rather than with the server's own code: HMAC-SHA256 of "<t>.<raw body>" with the shared
 * secret, compared in constant time, the timestamp within five minutes. A bad signature is
 * answered 401 and recorded as such.
 */
export async function startCrmReceiver(secret: string): Promise<CrmReceiver> {
  const port = await freePort();
  const receiver: CrmReceiver = {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries: [],
    answer: () => 204,
    stop: async () => undefined,
    start: async () => undefined,
  };
  let server: Server | undefined;

  const verify = (header: string | undefined, body: string): boolean => {
    const fields = new Map(
      (header ?? '').split(',').map((part) => part.split('=') as [string, string]),
    );
    const timestamp = Number(fields.get('t'));
    const given = Buffer.from(fields.get('v1') ?? '', 'hex');
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
    const fresh = Math.abs(Date.now() / 1000 - timestamp) <= 300;
    return fresh && given.length === expected.length && timingSafeEqual(given, expected);
  };

  receiver.start = async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signatureValid = verify(request.headers['x-zs-signature'] as string, body);
        const payload = JSON.parse(body) as CrmDelivery['payload'];
        const status = signatureValid ? receiver.answer(payload.lead) : 401;
        receiver.deliveries.push({ id: payload.id, payload, signatureValid, status });
        response.writeHead(status).end();
      });
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  receiver.stop = async () => {
    if (!server) return;
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
    server = undefined;
  };
  await receiver.start();
  return receiver;
}
