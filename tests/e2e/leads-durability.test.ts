import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  formToken,
  postJson,
  readLeads,
  startLeadsServer,
  validLead,
  wait,
  type LeadsServer,
} from './support/leads.ts';

let server: LeadsServer;

beforeAll(async () => {
  server = await startLeadsServer({ CONTACT_MIN_FILL_MS: '100', RATE_LIMIT_MAX: '100' });
});

afterAll(async () => {
  await server?.dispose();
});

it('keeps every acknowledged lead when the server is killed with SIGKILL right after answering', async () => {
  const { token } = await formToken(server.baseUrl);
  await wait(150);
  const leads = Array.from({ length: 8 }, (_, index) =>
    validLead({ formToken: token, subject: `Durable lead ${index}` }),
  );
  // Several in flight at once; the process dies the moment the last 2xx arrives, with no
  // chance to flush or close anything.
  const responses = await Promise.all(leads.map((lead) => postJson(server.baseUrl, lead)));
  const pid = server.pid;
  await server.kill('SIGKILL');
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(responses.map((response) => response.status)).toEqual(leads.map(() => 201));

  const restarted = await server.restart();
  try {
    expect(restarted.pid).not.toBe(pid);
    const stored = readLeads(restarted.databasePath);
    expect(stored.map((row) => row.subject).sort()).toEqual(
      leads.map((lead) => String(lead.subject)).sort(),
    );
    // The restarted server knows the keys too: a retry after the crash is not a second lead.
    const retry = await postJson(restarted.baseUrl, leads[0]);
    expect(retry.status).toBe(200);
    expect(readLeads(restarted.databasePath)).toHaveLength(leads.length);
  } finally {
    await restarted.stop();
  }
});
