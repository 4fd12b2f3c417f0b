import { spawnSync } from 'node:child_process';
import { projectRoot } from '../../scripts/build-layout.ts';
import { runLeadsCommand } from '../../scripts/leads.ts';
import { expect, testWithServer, type ServerProcess } from './support/fixtures.ts';
import { acceptedFormToken, postJson, validLead } from './support/leads.ts';

/**
 * The sales team's command against the database the server wrote: through `npm run leads` as
 * they run it, or straight through Node where only the output matters (npm adds seconds).
 */
function leadsCommand(server: ServerProcess, args: string[], via: 'npm' | 'node' = 'node') {
  const [command, prefix] =
    via === 'npm'
      ? ['npm', ['run', '--silent', 'leads', '--']]
      : [process.execPath, ['--import', 'tsx', 'scripts/leads.ts']];
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_PATH: server.databasePath },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** RFC 4180 rows: quoted cells with doubled quotes, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const it = testWithServer({ CONTACT_MIN_FILL_MS: '100' });

it.beforeAll(async ({ server }) => {
  const token = await acceptedFormToken(server.baseUrl, 100);
  const leads = [
    validLead({ formToken: token, subject: 'Plain lead' }),
    validLead({
      formToken: token,
      name: '=HYPERLINK("http://evil.example","click")',
      company: '@SUM(1+1)',
      subject: 'Formula lead',
      message: 'Line one\nLine "two", with a comma',
      lang: 'zh',
    }),
  ];
  for (const lead of leads) expect((await postJson(server.baseUrl, lead)).status).toBe(201);
});

it('exports leads as CSV a spreadsheet opens safely', ({ server }) => {
  const { status, stdout, stderr } = leadsCommand(server, ['export', '--format', 'csv'], 'npm');
  expect(stderr).toBe('');
  expect(status).toBe(0);
  expect(stdout.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(stdout.slice(1));
  expect(header).toEqual([
    'id',
    'receivedAt',
    'language',
    'channel',
    'name',
    'email',
    'company',
    'phone',
    'country',
    'product',
    'intent',
    'subject',
    'message',
    'mission',
    'document',
    'consent',
    'attribution',
    'notifiedAt',
    'source',
    'medium',
    'campaign',
    'landingPage',
    'marketingEmail',
  ]);
  expect(rows).toHaveLength(2);
  const formula = Object.fromEntries(
    header?.map((column, index) => [column, rows[1]?.[index]]) ?? [],
  );
  expect(formula).toMatchObject({
    name: `'=HYPERLINK("http://evil.example","click")`,
    company: "'@SUM(1+1)",
    // A phone number starting with + is neutralised too: a spreadsheet would compute it.
    phone: "'+86 755 1234 5678",
    message: 'Line one\nLine "two", with a comma',
    language: 'zh',
  });
  // No cell a spreadsheet would evaluate.
  for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
});

it('exports JSON with every field, and filters by --since', async ({ server }) => {
  // In-process from here: the same command code, without paying for a process per call.
  const exportJson = async (...extra: string[]) =>
    JSON.parse(
      await runLeadsCommand(['export', '--format', 'json', ...extra], {
        DATABASE_PATH: server.databasePath,
      }),
    ) as Record<string, unknown>[];
  const leads = await exportJson();
  expect(leads.map((lead) => lead.subject)).toEqual(['Plain lead', 'Formula lead']);
  expect(leads[0]).toMatchObject({
    name: 'Li Wei',
    email: 'li.wei@example.com',
    product: 'zs-VT15',
    intent: 'quote',
    notifiedAt: null,
  });

  const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  expect(await exportJson('--since', anHourAgo)).toHaveLength(2);
  expect(await exportJson('--since', inAnHour)).toEqual([]);
});

it('explains a wrong command instead of exporting', ({ server }) => {
  const { status, stdout, stderr } = leadsCommand(server, ['export', '--format', 'xlsx']);
  expect(status).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toMatch(/--format must be csv or json/);
});
