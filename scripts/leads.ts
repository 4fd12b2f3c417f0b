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
  type ErasedData,
  type LeadStoreStatus,
  type PersonalData,
  type NoticeState,
  type StoredLead,
} from '../server/leads/lead-store.ts';
import {
  describeLeadStore,
  leadStoreAddress,
  openLeadStore,
} from '../server/leads/open-lead-store.ts';
import { channelOf } from '../src/features/attribution/attribution.ts';
import { siteConfig } from '../src/config/site-config.ts';
import { contactFields } from '../src/features/contact-form/contact-fields.ts';

/**
 * `npm run leads -- export|status|purge`: the sales team's way to read leads, and the operator's
 * to see what waits in the outbox. It reads the store the server writes (PostgreSQL with
 * DATABASE_URL, else SQLite at DATABASE_PATH, default data/leads.sqlite); export and status
 * never change it, so they are safe while servers run.
 */

const usage = `Usage: npm run leads -- export --format csv|json [--since DATE] [--output FILE]
       npm run leads -- export --email ADDRESS [--output FILE]
       npm run leads -- erase --email ADDRESS
       npm run leads -- report --by source|campaign|product|month [--since DATE]
       npm run leads -- status
       npm run leads -- purge

  export     writes the leads out, without changing the database
    --format   csv (for spreadsheets) or json
    --since    only leads received on or after this date (YYYY-MM-DD, UTC) or time (ISO 8601)
    --output   write to this file instead of standard output
    --email    everything kept about the person with this address, as JSON (a request to see
               one's data); any case of the address matches
  erase      deletes every lead from this address with its notices, and says what it deleted
             (a request to erase one's data)
  report     lead counts for marketing, by the source, campaign or product the lead came with,
             or by month received; source and campaign are those of the visit that first
             brought the visitor (a search engine's name when it sent them untagged)
  status     the leads, and the notices (e-mail, webhook, the visitor's document mail)
             delivered, pending and failed
  purge      deletes leads older than the privacy policy's ${siteConfig.contactRequestRetentionMonths} months now
             (the server also does this daily)

Uses DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH (SQLite, default data/leads.sqlite).`;

/** How many recent leads and notices of each kind the status lists. */
const statusListLength = 10;

// The visitor's fields in the form's order, the mission they came with and the document a
// download request asked for, between when and
// how the lead came and when sales was told.
export const exportColumns = [
  'id',
  'receivedAt',
  'language',
  'channel',
  ...contactFields,
  'mission',
  'document',
  'consent',
  'attribution',
  'notifiedAt',
] as const satisfies readonly (keyof StoredLead)[];

/**
 * Columns a spreadsheet filters on, after the lead's own: the first visit's source, medium,
 * campaign and landing page (attribution.ts), and whether the visitor asked for marketing e-mail.
 */
export const attributionColumns = [
  'source',
  'medium',
  'campaign',
  'landingPage',
  'marketingEmail',
] as const;

function attributionCells(lead: StoredLead): (string | null)[] {
  const first = lead.attribution?.first;
  const channel = first && channelOf(first);
  return [
    channel?.source ?? null,
    channel?.medium ?? null,
    first?.campaign ?? null,
    first?.landing ?? null,
    lead.consent ? (lead.consent.marketing ? 'yes' : 'no') : null,
  ];
}

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
    [...exportColumns, ...attributionColumns].map((column) => csvCell(column)).join(','),
    ...leads.map((lead) =>
      [
        ...exportColumns.map((column) => csvCell(cellValue(lead[column]))),
        ...attributionCells(lead).map(csvCell),
      ].join(','),
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

/** Everything the store keeps about one person: their leads, whole, and their notices' state. */
export function personalDataToJson(email: string, data: PersonalData): string {
  return `${JSON.stringify(
    {
      email,
      exportedAt: new Date().toISOString(),
      leads: data.leads.map((lead) =>
        Object.fromEntries(exportColumns.map((column) => [column, lead[column]])),
      ),
      notices: data.notices,
      // The rest the site keeps is not tied to an address: server logs hold IP addresses for
      // the days the privacy policy states, and the rate limit a one-way hash of them.
    },
    null,
    2,
  )}\n`;
}

export function formatErased(email: string, erased: ErasedData, database: string): string {
  if (erased.leadIds.length === 0) return `No lead from ${email} in ${database}; nothing erased.\n`;
  const leads = erased.leadIds.length;
  return (
    `Erased ${leads} lead${leads === 1 ? '' : 's'} from ${email} ` +
    `(${erased.leadIds.map((id) => `#${id}`).join(', ')}) and ${erased.notices} ` +
    `notice${erased.notices === 1 ? '' : 's'} of ${database}.\n`
  );
}

export const reportDimensions = ['source', 'campaign', 'product', 'month'] as const;
export type ReportDimension = (typeof reportDimensions)[number];

/** The value a lead is counted under: "(none)" where it has none. */
function reportKey(lead: StoredLead, by: ReportDimension): string {
  const first = lead.attribution?.first;
  switch (by) {
    case 'source':
      return first ? channelOf(first).source : '(unknown)';
    case 'campaign':
      return first?.campaign ?? '(none)';
    case 'product':
      return lead.product ?? '(none)';
    case 'month':
      return lead.receivedAt.slice(0, 7);
  }
}

/** Lead counts by one dimension: most leads first, months in order. */
export function leadReport(leads: readonly StoredLead[], by: ReportDimension): [string, number][] {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const key = reportKey(lead, by);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) =>
    by === 'month' ? a[0].localeCompare(b[0]) : b[1] - a[1] || a[0].localeCompare(b[0]),
  );
}

export function formatReport(
  rows: readonly [string, number][],
  by: ReportDimension,
  since: Date | undefined,
): string {
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const width = Math.max(by.length, 5, ...rows.map(([key]) => [...key].length));
  const line = (key: string, count: number | string) =>
    `  ${key.padEnd(width)}  ${String(count).padStart(6)}`;
  return `${[
    `Leads by ${by}${since ? ` received since ${since.toISOString()}` : ''}:`,
    line(by, 'leads'),
    ...rows.map(([key, count]) => line(key, count)),
    line('total', total),
  ].join('\n')}\n`;
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

/** The store the environment names, as the commands' messages name it. */
function describeStore(env: NodeJS.ProcessEnv): string {
  return describeLeadStore(leadStoreLocationFromEnvironment(env));
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
      email: { type: 'string' },
      by: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return usage;
  const [command, ...rest] = positionals;
  if (
    rest.length > 0 ||
    !['export', 'erase', 'report', 'status', 'purge'].includes(command ?? '')
  ) {
    throw new Error(`Unknown command "${positionals.join(' ')}".\n\n${usage}`);
  }
  if (command === 'purge') return withStore(env, true, purge);
  const email = values.email?.trim();
  if (values.email !== undefined && !email)
    throw new Error(`--email needs an address.\n\n${usage}`);
  if (command === 'erase') {
    if (!email) throw new Error(`erase needs --email ADDRESS.\n\n${usage}`);
    return withStore(env, true, async (store) =>
      formatErased(email, await store.eraseByEmail(email), describeStore(env)),
    );
  }
  if (command === 'report') {
    const by = values.by as ReportDimension | undefined;
    if (!by || !reportDimensions.includes(by)) {
      throw new Error(`report needs --by ${reportDimensions.join('|')}.\n\n${usage}`);
    }
    const from = values.since === undefined ? undefined : parseSince(values.since);
    return withStore(env, false, async (store) =>
      formatReport(leadReport(await store.list(from ? { since: from } : {}), by), by, from),
    );
  }
  if (command === 'export' && email) {
    return withStore(env, false, async (store) =>
      personalDataToJson(email, await store.findByEmail(email)),
    );
  }
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
