import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../server/leads/lead-store.ts';
import { PostgresLeadStore } from '../server/leads/postgres-lead-store.ts';
import { SqliteLeadStore } from '../server/leads/sqlite-lead-store.ts';
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

const lead: StoredLead = {
  id: 1,
  receivedAt: '2026-03-01T08:00:00.000Z',
  language: 'en',
  channel: 'form',
  name: 'Li Wei',
  email: 'li@example.com',
  company: null,
  phone: null,
  country: null,
  product: null,
  intent: null,
  subject: 'Hi',
  message: 'Hello',
  mission: null,
  notifiedAt: null,
};

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
    expect(header).toMatch(/,"message","mission","notifiedAt"$/);
    expect(row).toMatch(/,"Hello","{""task"":""logistics"",""payload"":8,""range"":300}",""$/);
    expect(noMission).toMatch(/,"Hello","",""$/);
    expect(JSON.parse(leadsToJson([{ ...lead, mission }]))).toMatchObject([{ mission }]);
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

describe.each(commandStores)('the commands on $name', ({ create }) => {
  const fields = { name: 'Li Wei', email: 'li@example.com', subject: 'Hi', message: 'Hello' };

  it('export, status and purge read the store the environment names', async () => {
    const database = await create();
    try {
      const store = await database.open();
      await store.record(
        {
          idempotencyKey: 'old-lead-0000000',
          fields: { ...fields, subject: 'Old' },
          language: 'zh',
          channel: 'form',
          notify: ['email'],
        },
        new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000),
      );
      await store.record({
        idempotencyKey: 'new-lead-0000000',
        fields: { ...fields, subject: 'New' },
        language: 'en',
        channel: 'form',
        notify: ['email', 'webhook'],
      });
      const refused = await store.claimDueNotice(['webhook'], 60_000);
      if (refused) await store.markNoticeFailed(refused, 'the webhook answered 410: Gone');
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
    } finally {
      await database.dispose();
    }
  });
});

describe.each(commandStores)('the export on $name', ({ create }) => {
  it('carries the mission a lead was stored with', async () => {
    const database = await create();
    try {
      const store = await database.open();
      const mission = { task: 'inspection', payload: 2.5, tmin: -20, device: 'zs-IRT35' } as const;
      await store.record({
        idempotencyKey: 'mission-lead-000',
        fields: { name: 'Li Wei', email: 'li@example.com', subject: 'Mission', message: 'Hi' },
        mission,
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
    } finally {
      await database.dispose();
    }
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
