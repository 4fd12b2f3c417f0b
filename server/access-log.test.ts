import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';

let app: FastifyInstance;
let accessLog: AccessLog;
let lines: Record<string, unknown>[];

async function serverAt(level: string, slowMs = 60_000) {
  lines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  accessLog = new AccessLog({ slowMs, summaryIntervalMs: 3_600_000 });
  app = Fastify({ logger: { level, stream }, logController: accessLog });
  app.get('/page', async () => 'ok');
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return 'late';
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
}

afterEach(async () => {
  await app?.close();
});

const messages = () => lines.map((line) => line.msg);

describe('the access log at the default level', () => {
  beforeEach(() => serverAt('info'));

  it('writes no line per ordinary request', async () => {
    for (let i = 0; i < 20; i += 1) await app.inject('/page');
    await app.inject('/nope');
    expect(messages()).toEqual([]);
  });

  it('writes each failed and each slow request', async () => {
    // /slow takes at least 80 ms, so a threshold of 50 ms always counts it slow.
    await app.close();
    await serverAt('info', 50);
    await app.inject('/broken');
    await app.inject('/slow');
    const failed = lines.filter((line) => line.level === 50);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      msg: 'boom',
      req: { url: '/broken' },
      err: { message: 'boom' },
    });
    const slow = lines.find(
      (line) => line.msg === 'slow request' && (line.req as { url?: string }).url === '/slow',
    );
    expect(slow).toMatchObject({ level: 40 });
    expect(Number(slow?.responseTime)).toBeGreaterThanOrEqual(50);
  });

  it('sums up every request of the interval in one line', async () => {
    for (let i = 0; i < 3; i += 1) await app.inject('/page');
    await app.inject('/nope');
    await app.inject('/broken');
    accessLog.flush(app.log);
    const summary = lines.find((line) => line.msg === 'requests summary');
    expect(summary).toMatchObject({
      level: 30,
      requests: 5,
      status: { '2xx': 3, '4xx': 1, '5xx': 1 },
      slow: 0,
    });
    expect(Number(summary?.p95Ms)).toBeGreaterThanOrEqual(Number(summary?.medianMs));
    // The next summary counts afresh, and an idle interval writes nothing.
    lines = [];
    accessLog.flush(app.log);
    expect(lines).toEqual([]);
  });
});

describe('the access log at debug level', () => {
  beforeEach(() => serverAt('debug'));

  it('writes every request, as Fastify does by default', async () => {
    await app.inject('/page');
    expect(messages()).toEqual(['incoming request', 'request completed']);
  });
});
