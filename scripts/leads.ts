import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  leadStoreLocationFromEnvironment,
  type LeadStoreLocation,
} from '../server/leads/leads-config.ts';
import {
  noticeChannels,
  retentionCutoff,
  type LeadStore,
  type LeadStoreStatus,
  type NoticeState,
  type StoredLead,
} from '../server/leads/lead-store.ts';
import { leadStoreAddress, openLeadStore } from '../server/leads/open-lead-store.ts';
import { siteConfig } from '../src/config/site-config.ts';
import { contactFields } from '../src/features/contact-form/contact-fields.ts';

/**
 * `npm run leads -- export|status|purge`: the sales team's way to read leads, and the operator's
 * to see what waits in the outbox. It reads the store the server writes (PostgreSQL with
 * DATABASE_URL, else SQLite at DATABASE_PATH, default data/leads.sqlite); export and status
 * never change it, so they are safe while servers run.
 */

const usage = `Usage: npm run leads -- export --format csv|json [--since DATE] [--output FILE]
       npm run leads -- status
       npm run leads -- purge

  export     writes the leads out, without changing the database
    --format   csv (for spreadsheets) or json
    --since    only leads received on or after this date (YYYY-MM-DD, UTC) or time (ISO 8601)
    --output   write to this file instead of standard output
  status     the leads, and the notices (e-mail, webhook) delivered, pending and failed
  purge      deletes leads older than the privacy policy's ${siteConfig.contactRequestRetentionMonths} months now
             (the server also does this daily)

Uses DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH (SQLite, default data/leads.sqlite).`;

/** How many recent leads and notices of each kind the status lists. */
const statusListLength = 10;

// The visitor's fields in the form's order and the mission they came with, between when and
// how the lead came and when sales was told.
export const exportColumns = [
  'id',
  'receivedAt',
  'language',
  'channel',
  ...contactFields,
  'mission',
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

/**
 * A lead's value for its cell. The mission is its JSON, `{"task":"logistics","payload":8}`, the
 * same object the JSON export and the webhook carry: exact, in the needs' own units, and read
 * back by a program as easily as by a person.
 */
function cellValue(value: StoredLead[(typeof exportColumns)[number]]): string | number | null {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
}

export function leadsToCsv(leads: readonly StoredLead[]): string {
  const lines = [
    exportColumns.map((column) => csvCell(column)).join(','),
    ...leads.map((lead) =>
      exportColumns.map((column) => csvCell(cellValue(lead[column]))).join(','),
    ),
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

/** Opens the store the environment names, as it is: the commands never create or migrate one. */
async function openExistingStore(location: LeadStoreLocation, write: boolean): Promise<LeadStore> {
  try {
    return await openLeadStore(location, { existing: { write } });
  } catch (error) {
    throw new Error(
      `Cannot open the leads database at ${leadStoreAddress(location)}: ${(error as Error).message}\n` +
        'The server creates it on first start; set DATABASE_URL or DATABASE_PATH if it lives elsewhere.',
      { cause: error },
    );
  }
}

async function withStore<T>(
  env: NodeJS.ProcessEnv,
  write: boolean,
  read: (store: LeadStore) => Promise<T>,
): Promise<T> {
  const store = await openExistingStore(leadStoreLocationFromEnvironment(env), write);
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

async function purge(store: LeadStore): Promise<string> {
  const cutoff = retentionCutoff(new Date(), siteConfig.contactRequestRetentionMonths);
  const deleted = await store.purgeReceivedBefore(cutoff);
  return `Deleted ${deleted} lead${deleted === 1 ? '' : 's'} received before ${cutoff.toISOString()}.\n`;
}

function noticeLine(notice: NoticeState, failed: boolean): string {
  const when = failed
    ? `failed ${notice.failedAt}`
    : notice.lockedUntil && notice.lockedUntil > new Date().toISOString()
      ? `being sent (claimed until ${notice.lockedUntil})`
      : `next attempt ${notice.nextAttemptAt}`;
  const error = notice.lastError ? `: ${notice.lastError.replace(/\s+/g, ' ')}` : '';
  return `  ${notice.channel.padEnd(8)} lead ${notice.leadId}, ${notice.attempts} attempt${notice.attempts === 1 ? '' : 's'}, ${when}${error}`;
}

/** The status as text for a terminal. */
export function formatStatus(status: LeadStoreStatus): string {
  const lines = [
    `Leads database: ${status.database}`,
    status.leads === 0
      ? 'Leads: none yet.'
      : `Leads: ${status.leads}, received ${status.firstReceivedAt} to ${status.lastReceivedAt}.`,
  ];
  if (status.recentLeads.length > 0) {
    lines.push('', `Latest ${status.recentLeads.length}:`);
    for (const lead of status.recentLeads) {
      lines.push(
        `  #${lead.id}  ${lead.receivedAt}  ${lead.name} <${lead.email}>  ${JSON.stringify(lead.subject)}`,
      );
    }
  }
  lines.push('', 'Notices     delivered    pending     failed');
  for (const channel of noticeChannels) {
    const counts = status.channels[channel];
    lines.push(
      `  ${channel.padEnd(8)} ${String(counts.sent).padStart(11)} ${String(counts.pending).padStart(10)} ${String(counts.failed).padStart(10)}`,
    );
  }
  lines.push('', status.pending.length === 0 ? 'Pending: none.' : 'Pending, oldest first:');
  lines.push(...status.pending.map((notice) => noticeLine(notice, false)));
  lines.push('', status.failed.length === 0 ? 'Failed: none.' : 'Failed, newest first:');
  lines.push(...status.failed.map((notice) => noticeLine(notice, true)));
  return `${lines.join('\n')}\n`;
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
  const [command, ...rest] = positionals;
  if (rest.length > 0 || !['export', 'status', 'purge'].includes(command ?? '')) {
    throw new Error(`Unknown command "${positionals.join(' ')}".\n\n${usage}`);
  }
  if (command === 'purge') return withStore(env, true, purge);
  if (command === 'status') {
    return withStore(env, false, async (store) =>
      formatStatus(await store.status(statusListLength)),
    );
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    throw new Error(`--format must be csv or json.\n\n${usage}`);
  }
  const since = values.since === undefined ? undefined : parseSince(values.since);
  const format = values.format;
  return withStore(env, false, async (store) => {
    const leads = await store.list(since ? { since } : {});
    return format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
  });
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
