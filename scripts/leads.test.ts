import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../server/leads/lead-store.ts';
import { SqliteLeadStore } from '../server/leads/sqlite-lead-store.ts';
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

describe('purge', () => {
  it('deletes the leads older than the retention and says how many', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'leads-purge-test-'));
    const file = path.join(folder, 'leads.sqlite');
    try {
      const store = SqliteLeadStore.open(file);
      const fields = { name: 'Li Wei', email: 'li@example.com', subject: 'Hi', message: 'Hello' };
      await store.record(
        { idempotencyKey: 'old-lead-0000000', fields, language: 'zh', channel: 'form' },
        new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000),
      );
      await store.record({
        idempotencyKey: 'new-lead-0000000',
        fields,
        language: 'en',
        channel: 'form',
      });
      await store.close();

      await expect(runLeadsCommand(['purge'], { DATABASE_PATH: file })).resolves.toMatch(
        /^Deleted 1 lead received before \d{4}-/,
      );
      const after = SqliteLeadStore.openReadonly(file);
      expect((await after.list()).map((lead) => lead.language)).toEqual(['en']);
      await after.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to create a database that is not there', async () => {
    await expect(
      runLeadsCommand(['purge'], { DATABASE_PATH: '/nonexistent/leads.sqlite' }),
    ).rejects.toThrow(/There is no leads database at \/nonexistent\/leads\.sqlite/);
  });
});
