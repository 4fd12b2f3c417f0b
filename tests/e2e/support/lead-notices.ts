import { testWithServer } from './fixtures.ts';
import { acceptedFormToken } from './leads.ts';

/** A fill time short enough for quick tests; the tests' token waits it out once. */
const minFillMs = 100;

/**
 * `test` with a server of the file's own that passes each lead on to `receiver` (a mail server,
 * a CRM) as `env` tells it, letting in as many leads as the file sends. `formToken()` is a
 * token the server accepts, fetched once for the file; the receiver stops after the file.
 */
export function testWithLeadNotices(
  env: Record<string, string>,
  receiver: { stop(): Promise<void> },
) {
  const it = testWithServer({
    ...env,
    CONTACT_MIN_FILL_MS: String(minFillMs),
    RATE_LIMIT_MAX: '100',
  });
  let token = '';
  it.beforeAll(async ({ server }) => {
    token = await acceptedFormToken(server.baseUrl, minFillMs);
  });
  it.afterAll(async () => {
    await receiver.stop();
  });
  return { it, formToken: () => token };
}
