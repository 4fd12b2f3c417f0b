import { expect, testWithServer } from './support/fixtures.ts';
import { acceptedFormToken, postJson, readLeads, validLead } from './support/leads.ts';

const it = testWithServer({ CONTACT_MIN_FILL_MS: '100', RATE_LIMIT_MAX: '100' });

it('keeps every acknowledged lead when the server is killed with SIGKILL right after answering', async ({
  server,
}) => {
  const token = await acceptedFormToken(server.baseUrl, 100);
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

  await server.restart();
  expect(server.pid).not.toBe(pid);
  const stored = readLeads(server.databasePath);
  expect(stored.map((row) => row.subject).sort()).toEqual(
    leads.map((lead) => String(lead.subject)).sort(),
  );
  // The restarted server knows the keys too: a retry after the crash is not a second lead.
  const retry = await postJson(server.baseUrl, leads[0]);
  expect(retry.status).toBe(200);
  expect(readLeads(server.databasePath)).toHaveLength(leads.length);
});
