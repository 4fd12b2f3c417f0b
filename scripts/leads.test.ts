import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeadStore, NewLead, NoticeChannel, StoredLead } from '../server/leads/lead-store.ts';
import { PostgresLeadStore } from '../server/leads/postgres-lead-store.ts';
import { SqliteLeadStore } from '../server/leads/sqlite-lead-store.ts';
import { contactConsent, storedLead } from '../server/leads/test-leads.ts';
import { createTestDatabase } from '../tests/support/postgres.ts';
import { csvCell, leadsToCsv, leadsToJson, parseSince, runLeadsCommand } from './leads.ts';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+86 755 1234 5678', `"'+86 755 1234 5678"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['＝1+1', `"'＝1+1"`],
    ['plain, with "quotes"\nand a line break', `"plain, with ""quotes""\nand a line break"`],
    ['王芳', '"王芳"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and null as an empty cell', () => {
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
  });
});

const lead = storedLead();

describe('export formats', () => {
  it('writes CSV with a byte-order mark, a header row and CRLF line ends', () => {
    const csv = leadsToCsv([lead]);
    expect(csv.startsWith('\uFEFF"id","receivedAt","language","channel","name"')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('writes JSON as an array of leads', () => {
    expect(JSON.parse(leadsToJson([lead]))).toEqual([lead]);
  });

  it('carries the mission: its JSON in one CSV column, the object itself in JSON', () => {
    const mission = { task: 'logistics', payload: 8, range: 300 } as const;
    const [header, row, noMission] = leadsToCsv([{ ...lead, mission }, lead]).split('\r\n');
    expect(header).toMatch(
      /,"message","mission","document","consent","attribution","notifiedAt","source","medium","campaign","landingPage","marketingEmail"$/,
    );
    const afterMessage = '"","","","","","","","",""';
    expect(row).toMatch(
      new RegExp(
        `,"Hello","{""task"":""logistics"",""payload"":8,""range"":300}",${afterMessage}$`,
      ),
    );
    expect(noMission).toMatch(new RegExp(`,"Hello","",${afterMessage}$`));
    expect(JSON.parse(leadsToJson([{ ...lead, mission }]))).toMatchObject([{ mission }]);
  });

  it('carries the document of a download request: its JSON in one CSV column', () => {
    const document = { id: 'zs-VT15.specSheet.en', kind: 'specSheet', language: 'en' } as const;
    const [, row] = leadsToCsv([{ ...lead, intent: 'download', document }]).split('\r\n');
    expect(row).toContain(
      '"","{""id"":""zs-VT15.specSheet.en"",""kind"":""specSheet"",""language"":""en""}",""',
    );
    expect(JSON.parse(leadsToJson([{ ...lead, document }]))).toMatchObject([{ document }]);
  });

  it('carries the consent and attribution: JSON, and the first visit in columns of their own', () => {
    const attributed: StoredLead = {
      ...lead,
      consent: contactConsent('en', { marketing: true }),
      attribution: {
        first: {
          referrer: 'https://m.baidu.com',
          landing: '/en/products/vtol',
          at: '2026-02-01T00:00:00.000Z',
        },
        latest: {
          source: 'newsletter',
          campaign: 'march',
          landing: '/en',
          at: '2026-03-01T07:00:00.000Z',
        },
      },
    };
    const [, row] = leadsToCsv([attributed]).split('\r\n');
    expect(row).toMatch(/,"baidu","organic","","\/en\/products\/vtol","yes"$/);
    expect(row).toContain('""privacyPolicy"":');
    expect(JSON.parse(leadsToJson([attributed]))).toMatchObject([
      { consent: attributed.consent, attribution: attributed.attribution },
    ]);
  });
});

describe('command line', () => {
  it('reads dates as UTC days or ISO times', () => {
    expect(parseSince('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseSince('2026-03-01T08:30:00+08:00').toISOString()).toBe('2026-03-01T00:30:00.000Z');
    expect(() => parseSince('yesterday')).toThrow(/--since must be a date/);
    expect(() => parseSince('2026-13-45')).toThrow(/--since must be a date/);
  });

  it.each([
    [['export'], /--format must be csv or json/],
    [['export', '--format', 'xml'], /--format must be csv or json/],
    [['import', '--format', 'csv'], /Unknown command "import"/],
    [['export', '--format', 'csv', '--since', 'soon'], /--since must be a date/],
  ])('refuses %j with a clear message', async (argv, message) => {
    await expect(
      runLeadsCommand(argv, { DATABASE_PATH: '/nonexistent/leads.sqlite' }),
    ).rejects.toThrow(message);
  });

  it('says where it looked when there is no database yet', async () => {
    await expect(
      runLeadsCommand(['export', '--format', 'json'], {
        DATABASE_PATH: '/nonexistent/leads.sqlite',
      }),
    ).rejects.toThrow(/Cannot open the leads database at \/nonexistent\/leads\.sqlite/);
  });
});

/** A store the commands read, as the environment names it: a SQLite file or a PostgreSQL URL. */
const commandStores = [
  {
    name: 'SQLite',
    async create() {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'leads-command-test-'));
      const file = path.join(folder, 'leads.sqlite');
      return {
        env: { DATABASE_PATH: file } as NodeJS.ProcessEnv,
        open: () => SqliteLeadStore.open(file),
        dispose: async () => rmSync(folder, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    async create() {
      const url = await createTestDatabase('leads_command');
      return {
        env: { DATABASE_URL: url } as NodeJS.ProcessEnv,
        open: () => PostgresLeadStore.open(url),
        dispose: async () => undefined,
      };
    },
  },
];

/** `it` with a new store of the kind `create` makes, `database`, removed when the test ends. */
function itWithStore(create: (typeof commandStores)[number]['create']) {
  return it.extend(
    'database',
    // Vitest reads a fixture's dependencies from its destructured first argument: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, { onCleanup }) => {
      const database = await create();
      onCleanup(() => database.dispose());
      return database;
    },
  );
}

/** Refuses the next due notice on `channel` for good, as the outbox does on a permanent failure. */
async function refuseNextNotice(store: LeadStore, channel: NoticeChannel, reason: string) {
  const notice = await store.claimDueNotice([channel], 60_000);
  if (notice) await store.markNoticeFailed(notice, reason);
}

describe.each(commandStores)('the commands on $name', ({ create }) => {
  const it = itWithStore(create);
  const fields = { name: 'Li Wei', email: 'li@example.com', subject: 'Hi', message: 'Hello' };

  it('export, status and purge read the store the environment names', async ({ database }) => {
    const store = await database.open();
    await store.record(
      {
        idempotencyKey: 'old-lead-0000000',
        fields: { ...fields, subject: 'Old' },
        consent: contactConsent('zh'),
        language: 'zh',
        channel: 'form',
        notify: ['email'],
      },
      new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000),
    );
    await store.record({
      idempotencyKey: 'new-lead-0000000',
      fields: { ...fields, subject: 'New' },
      consent: contactConsent('en'),
      language: 'en',
      channel: 'form',
      notify: ['email', 'webhook'],
    });
    await refuseNextNotice(store, 'webhook', 'the webhook answered 410: Gone');
    await store.close();

    const exported = JSON.parse(
      await runLeadsCommand(['export', '--format', 'json'], database.env),
    ) as StoredLead[];
    expect(exported.map((lead) => lead.subject)).toEqual(['Old', 'New']);

    const status = await runLeadsCommand(['status'], database.env);
    expect(status).toMatch(/^Leads: 2, received \d{4}-.+ to \d{4}-/m);
    expect(status).toMatch(/"New"/);
    expect(status).toMatch(/^ {2}email +0 +2 +0$/m);
    expect(status).toMatch(/^ {2}webhook +0 +0 +1$/m);
    expect(status).toMatch(
      /^ {2}webhook +lead 2, 1 attempt, failed .+: the webhook answered 410: Gone$/m,
    );
    expect(status).toMatch(/^ {2}email +lead 1, 0 attempts, next attempt \d{4}-/m);

    await expect(runLeadsCommand(['purge'], database.env)).resolves.toMatch(
      /^Deleted 1 lead received before \d{4}-/,
    );
    const after = await database.open();
    expect((await after.list()).map((lead) => lead.language)).toEqual(['en']);
    await after.close();
  });

  it("status lists a visitor's document mail refused for good like any failed notice", async ({
    database,
  }) => {
    const store = await database.open();
    await store.record({
      idempotencyKey: 'download-lead-000',
      fields: { ...fields, intent: 'download', subject: 'ZS-VT15 spec sheet' },
      document: { id: 'zs-VT15.specSheet.en', kind: 'specSheet', language: 'en' },
      consent: { ...contactConsent('en'), form: 'download' },
      language: 'en',
      channel: 'fetch',
      notify: ['email', 'visitor'],
    });
    await refuseNextNotice(store, 'visitor', "the visitor's address was refused: 550");
    await store.close();

    const status = await runLeadsCommand(['status'], database.env);
    expect(status).toMatch(/^ {2}email +0 +1 +0$/m);
    expect(status).toMatch(/^ {2}visitor +0 +0 +1$/m);
    expect(status).toMatch(
      /^ {2}visitor +lead 1, 1 attempt, failed .+: the visitor's address was refused: 550$/m,
    );
  });
});

describe.each(commandStores)('the export on $name', ({ create }) => {
  const it = itWithStore(create);
  it('carries the mission a lead was stored with', async ({ database }) => {
    const store = await database.open();
    const mission = { task: 'inspection', payload: 2.5, tmin: -20, device: 'zs-IRT35' } as const;
    await store.record({
      idempotencyKey: 'mission-lead-000',
      fields: { name: 'Li Wei', email: 'li@example.com', subject: 'Mission', message: 'Hi' },
      mission,
      consent: contactConsent('en'),
      language: 'en',
      channel: 'fetch',
      notify: ['email'],
    });
    await store.close();
    const exported = JSON.parse(
      await runLeadsCommand(['export', '--format', 'json'], database.env),
    ) as StoredLead[];
    expect(exported).toMatchObject([{ subject: 'Mission', mission }]);
    const csv = await runLeadsCommand(['export', '--format', 'csv'], database.env);
    expect(csv).toContain(
      '"{""task"":""inspection"",""payload"":2.5,""tmin"":-20,""device"":""zs-IRT35""}"',
    );
  });
});

describe.each(commandStores)('a person’s rights and the report on $name', ({ create }) => {
  const it = itWithStore(create);
  /** Three leads from two people, the first sent twice under two cases of one address. */
  async function recordPeople(store: LeadStore) {
    const person = (key: string, email: string, extra: Partial<NewLead> = {}): NewLead => ({
      idempotencyKey: key.padEnd(16, '0'),
      fields: { name: 'Wang Fang', email, subject: key, message: 'Hi', product: 'zs-VT30' },
      consent: contactConsent('zh'),
      language: 'zh',
      channel: 'fetch',
      notify: ['email', 'webhook'],
      ...extra,
    });
    const tagged = {
      source: 'baidu',
      medium: 'cpc',
      campaign: 'vt-launch',
      landing: '/zh/products/vtol',
      at: '2026-11-01T00:00:00.000Z',
    };
    await store.record(
      person('wang-first', 'Wang.Fang@Example.cn', {
        attribution: { first: tagged, latest: tagged },
      }),
      new Date('2026-10-05T08:00:00Z'),
    );
    await store.record(
      person('other', 'li@example.com', {
        fields: { name: 'Li Wei', email: 'li@example.com', subject: 'Other', message: 'Hi' },
        attribution: {
          first: {
            referrer: 'https://www.sogou.com',
            landing: '/zh',
            at: '2026-11-02T00:00:00.000Z',
          },
          latest: { landing: '/zh', at: '2026-11-03T00:00:00.000Z' },
        },
      }),
      new Date('2026-11-03T08:00:00Z'),
    );
    await store.record(
      person('wang-second', 'wang.fang@example.cn', {
        attribution: { first: tagged, latest: tagged },
      }),
      new Date('2026-11-20T08:00:00Z'),
    );
  }

  it('export --email shows everything kept about the person, erase deletes it with its notices', async ({
    database,
  }) => {
    const store = await database.open();
    await recordPeople(store);
    const claimed = await store.claimDueNotice(['email'], 60_000);
    if (claimed) await store.markNoticeSent(claimed);
    await store.close();

    const shown = JSON.parse(
      await runLeadsCommand(['export', '--email', 'WANG.FANG@example.cn'], database.env),
    ) as {
      email: string;
      leads: StoredLead[];
      notices: { leadId: number; sentAt: string | null }[];
    };
    expect(shown.leads.map((lead) => [lead.id, lead.subject, lead.email])).toEqual([
      [1, 'wang-first', 'Wang.Fang@Example.cn'],
      [3, 'wang-second', 'wang.fang@example.cn'],
    ]);
    expect(shown.leads[0]).toMatchObject({
      message: 'Hi',
      product: 'zs-VT30',
      consent: { privacy: true, language: 'zh' },
      attribution: { first: { campaign: 'vt-launch' } },
    });
    expect(shown.notices.map((notice) => notice.leadId)).toEqual([1, 1, 3, 3]);
    expect(shown.notices.filter((notice) => notice.sentAt !== null)).toHaveLength(1);

    await expect(
      runLeadsCommand(['erase', '--email', 'wang.fang@EXAMPLE.cn'], database.env),
    ).resolves.toMatch(/^Erased 2 leads from wang\.fang@EXAMPLE\.cn \(#1, #3\) and 4 notices of /);
    await expect(
      runLeadsCommand(['erase', '--email', 'wang.fang@example.cn'], database.env),
    ).resolves.toMatch(/^No lead from wang\.fang@example\.cn in .+; nothing erased\./);

    const after = await database.open();
    expect((await after.list()).map((lead) => lead.email)).toEqual(['li@example.com']);
    expect(await after.findByEmail('wang.fang@example.cn')).toEqual({ leads: [], notices: [] });
    expect((await after.status(10)).channels).toEqual({
      email: { sent: 0, pending: 1, failed: 0 },
      webhook: { sent: 0, pending: 1, failed: 0 },
      visitor: { sent: 0, pending: 0, failed: 0 },
    });
    await after.close();
  });

  it('report counts leads by source, campaign, product and month, since a date', async ({
    database,
  }) => {
    const store = await database.open();
    await recordPeople(store);
    await store.close();
    const report = (...argv: string[]) => runLeadsCommand(['report', ...argv], database.env);

    expect(await report('--by', 'source')).toMatch(
      /^Leads by source:\n {2}source +leads\n {2}baidu +2\n {2}sogou +1\n {2}total +3\n$/,
    );
    expect(await report('--by', 'campaign')).toMatch(/^ {2}vt-launch +2\n {2}\(none\) +1$/m);
    expect(await report('--by', 'product')).toMatch(/^ {2}zs-VT30 +2\n {2}\(none\) +1$/m);
    expect(await report('--by', 'month')).toMatch(/^ {2}2026-10 +1\n {2}2026-11 +2$/m);
    const since = await report('--by', 'source', '--since', '2026-11-01');
    expect(since).toMatch(/^Leads by source received since 2026-11-01T00:00:00\.000Z:/);
    expect(since).toMatch(/^ {2}baidu +1\n {2}sogou +1\n {2}total +2$/m);
    await expect(report('--by', 'country')).rejects.toThrow(
      /report needs --by source\|campaign\|product\|month/,
    );
  });
});

describe('commands on a store that is not there', () => {
  it('refuse to create a SQLite database and say where they looked', async () => {
    for (const command of [['purge'], ['status']]) {
      await expect(
        runLeadsCommand(command, { DATABASE_PATH: '/nonexistent/leads.sqlite' }),
      ).rejects.toThrow(/Cannot open the leads database at \/nonexistent\/leads\.sqlite/);
    }
  });

  it('name a PostgreSQL database without its password', async () => {
    const url = new URL(await createTestDatabase('leads_missing'));
    url.pathname = '/no_such_database';
    url.password = 'secret-password';
    const error = await runLeadsCommand(['status'], { DATABASE_URL: url.toString() }).catch(
      (caught: Error) => caught,
    );
    expect(String(error)).toMatch(
      /Cannot open the leads database at postgres:\/\/postgres@127\.0\.0\.1:\d+\/no_such_database: .*"no_such_database" does not exist/,
    );
    expect(String(error)).not.toContain('secret-password');
  });

  it('refuse a store named twice, or a URL that is not PostgreSQL', async () => {
    await expect(
      runLeadsCommand(['status'], {
        DATABASE_PATH: '/tmp/leads.sqlite',
        DATABASE_URL: 'postgres://db.example.com/leads',
      }),
    ).rejects.toThrow(/DATABASE_URL and DATABASE_PATH both name a lead store/);
    await expect(
      runLeadsCommand(['status'], { DATABASE_URL: 'mysql://db.example.com/leads' }),
    ).rejects.toThrow(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
  });
});
