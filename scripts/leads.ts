import { existsSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { databasePathFromEnvironment } from '../server/leads/leads-config.ts';
import { retentionCutoff, type StoredLead } from '../server/leads/lead-store.ts';
import { SqliteLeadStore } from '../server/leads/sqlite-lead-store.ts';
import { siteConfig } from '../src/config/site-config.ts';
import { contactFields } from '../src/features/contact-form/contact-fields.ts';

/**
 * `npm run leads -- export --format csv|json [--since DATE] [--output FILE]`: the sales team's
 * way to read leads. It reads the database the server writes (DATABASE_PATH, default
 * data/leads.sqlite) without changing it, so it is safe while the server runs.
 */

const usage = `Usage: npm run leads -- export --format csv|json [--since DATE] [--output FILE]
       npm run leads -- purge

  export     writes the leads out, without changing the database
    --format   csv (for spreadsheets) or json
    --since    only leads received on or after this date (YYYY-MM-DD, UTC) or time (ISO 8601)
    --output   write to this file instead of standard output
  purge      deletes leads older than the privacy policy's ${siteConfig.contactRequestRetentionMonths} months now
             (the server also does this daily)

Uses DATABASE_PATH (default data/leads.sqlite).`;

// The visitor's fields in the form's order, between when and how the lead came and when sales
// was told.
export const exportColumns = [
  'id',
  'receivedAt',
  'language',
  'channel',
  ...contactFields,
  'notifiedAt',
] as const satisfies readonly (keyof StoredLead)[];

// Characters a spreadsheet reads as the start of a formula (OWASP "CSV Injection"), including
// the full-width forms a Chinese input method types.
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One CSV cell: a value that a spreadsheet would run as a formula is prefixed with an
 * apostrophe, as OWASP recommends, and every cell is quoted with inner quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function leadsToCsv(leads: readonly StoredLead[]): string {
  const lines = [
    exportColumns.map((column) => csvCell(column)).join(','),
    ...leads.map((lead) => exportColumns.map((column) => csvCell(lead[column])).join(',')),
  ];
  // A byte-order mark so spreadsheet programs read the UTF-8 (Chinese names) correctly; CRLF
  // line ends as RFC 4180 specifies.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function leadsToJson(leads: readonly StoredLead[]): string {
  return `${JSON.stringify(
    leads.map((lead) => Object.fromEntries(exportColumns.map((column) => [column, lead[column]]))),
    null,
    2,
  )}\n`;
}

export function parseSince(text: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(text);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
    throw new Error(
      `--since must be a date such as 2026-03-01 or 2026-03-01T08:00:00Z, not "${text}".`,
    );
  }
  return date;
}

async function purge(env: NodeJS.ProcessEnv): Promise<string> {
  const file = databasePathFromEnvironment(env);
  if (!existsSync(file)) {
    throw new Error(
      `There is no leads database at ${file}; set DATABASE_PATH if it lives elsewhere.`,
    );
  }
  const store = SqliteLeadStore.open(file);
  try {
    const cutoff = retentionCutoff(new Date(), siteConfig.contactRequestRetentionMonths);
    const deleted = await store.purgeReceivedBefore(cutoff);
    return `Deleted ${deleted} lead${deleted === 1 ? '' : 's'} received before ${cutoff.toISOString()}.\n`;
  } finally {
    await store.close();
  }
}

export async function runLeadsCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      since: { type: 'string' },
      output: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return usage;
  if (positionals[0] === 'purge' && positionals.length === 1) return purge(env);
  if (positionals[0] !== 'export' || positionals.length !== 1) {
    throw new Error(`Unknown command "${positionals.join(' ')}".\n\n${usage}`);
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    throw new Error(`--format must be csv or json.\n\n${usage}`);
  }
  const since = values.since === undefined ? undefined : parseSince(values.since);
  const file = databasePathFromEnvironment(env);
  let store: SqliteLeadStore;
  try {
    store = SqliteLeadStore.openReadonly(file);
  } catch (error) {
    throw new Error(
      `Cannot open the leads database at ${file}: ${(error as Error).message}\n` +
        'The server creates it on first start; set DATABASE_PATH if it lives elsewhere.',
      { cause: error },
    );
  }
  try {
    const leads = await store.list(since ? { since } : {});
    return values.format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const argv = process.argv.slice(2);
    const output = await runLeadsCommand(argv);
    const { values } = parseArgs({ args: argv, allowPositionals: true, strict: false });
    if (typeof values.output === 'string') {
      writeFileSync(values.output, output);
      console.error(`Wrote ${values.output}.`);
    } else {
      process.stdout.write(output);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
