import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../scripts/build-layout.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { isEmailAddress } from '../../src/features/contact-form/contact-schema.ts';

export const defaultDatabasePath = path.join(projectRoot, 'data', 'leads.sqlite');
/** The document link key's shortest length: 32 characters of "openssl rand -hex 32" and up. */
const documentLinkKeyMinLength = 32;
/** The file the embedded store keeps its generated document link key in, beside the database. */
export const documentLinkKeyFile = 'document-link.key';
/** A secret shorter than this is too easy to guess from signed webhooks. */
const webhookSecretMinLength = 16;
const siteDomain = new URL(siteConfig.siteUrl).hostname.replace(/^www\./, '');

/** An unset variable and one set to "" mean the same: the default. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

function wholeNumber(name: string, min: number, fallback: number) {
  return z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .default(fallback),
  );
}

function isMailbox(value: string): boolean {
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  return isEmailAddress(address.trim());
}

/**
 * What is wrong with a DATABASE_URL, if anything. The message never repeats the URL: it may
 * hold a password.
 */
export function databaseUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return (
      'DATABASE_URL must be a URL such as postgres://user:password@db.example.com:5432/leads ' +
      '(percent-encode any @, :, / or # in the user name or password)'
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    return `DATABASE_URL must start with postgres:// or postgresql:// (not ${parsed.protocol}//); unset it to use SQLite at DATABASE_PATH`;
  }
  if (!parsed.hostname && !parsed.searchParams.get('host')) {
    return 'DATABASE_URL must name the database server, e.g. postgres://user:password@db.example.com/leads';
  }
  if (parsed.pathname.length <= 1) {
    return 'DATABASE_URL must name the database after the server, e.g. postgres://user:password@db.example.com/leads';
  }
  return undefined;
}

/** The store's variables, read by the server and by `npm run leads` alike. */
export const leadStoreEnvironmentShape = {
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .superRefine((url, context) => {
        const problem = databaseUrlProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  DATABASE_PATH: z.preprocess(unsetIfEmpty, z.string().optional()),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 1, 10),
};

/** Where leads are stored: SQLite, embedded, unless DATABASE_URL names a PostgreSQL database. */
export type LeadStoreLocation =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };

type LeadStoreEnvironment = z.output<z.ZodObject<typeof leadStoreEnvironmentShape>>;

function leadStoreLocationFrom(env: LeadStoreEnvironment): {
  location?: LeadStoreLocation;
  problems: string[];
} {
  if (env.DATABASE_URL && env.DATABASE_PATH) {
    return {
      problems: [
        '  - DATABASE_URL and DATABASE_PATH both name a lead store: set DATABASE_URL for PostgreSQL or DATABASE_PATH for SQLite, not both',
      ],
    };
  }
  if (env.DATABASE_URL) {
    return {
      problems: [],
      location: { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    };
  }
  return {
    problems: [],
    location: { kind: 'sqlite', path: path.resolve(env.DATABASE_PATH ?? defaultDatabasePath) },
  };
}

/** The lead store the `npm run leads` commands read: the same variables and defaults as the server's. */
export function leadStoreLocationFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): LeadStoreLocation {
  const parsed = z.object(leadStoreEnvironmentShape).safeParse(env);
  const { location, problems } = parsed.success
    ? leadStoreLocationFrom(parsed.data)
    : {
        location: undefined,
        problems: parsed.error.issues.map(
          (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
        ),
      };
  if (!location)
    throw new Error(`The lead store's settings are not valid:\n${problems.join('\n')}`);
  return location;
}

/** The leads settings of the server's environment (README "Leads"). */
export const leadsEnvironmentShape = {
  ...leadStoreEnvironmentShape,
  SMTP_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (url) => /^smtps?:\/\//i.test(url) && URL.canParse(url),
        'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587 or smtps://mail.example.com',
      )
      .optional(),
  ),
  SALES_EMAIL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default(siteConfig.email.business)
      .refine(
        (list) => list.split(',').every((address) => isEmailAddress(address.trim())),
        'SALES_EMAIL must be an e-mail address, or several separated by commas',
      ),
  ),
  MAIL_FROM: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .default(`ZS UAV website <website@${siteDomain}>`)
      .refine(isMailbox, 'MAIL_FROM must be an address, or "Name <address>"'),
  ),
  RATE_LIMIT_MAX: wholeNumber('RATE_LIMIT_MAX', 1, 5),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber('RATE_LIMIT_WINDOW_SECONDS', 1, 600),
  CONTACT_MIN_FILL_MS: wholeNumber('CONTACT_MIN_FILL_MS', 0, 3000),
  MAIL_RETRY_BASE_MS: wholeNumber('MAIL_RETRY_BASE_MS', 100, 15_000),
  MAIL_RETRY_MAX_MS: wholeNumber('MAIL_RETRY_MAX_MS', 100, 600_000),
  LEAD_WEBHOOK_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (url) => /^https?:\/\//i.test(url) && URL.canParse(url),
        'LEAD_WEBHOOK_URL must be an http:// or https:// URL, such as https://crm.example.com/hooks/leads',
      )
      .optional(),
  ),
  LEAD_WEBHOOK_SECRET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .min(
        webhookSecretMinLength,
        `LEAD_WEBHOOK_SECRET must be at least ${webhookSecretMinLength} characters (a random string, e.g. from "openssl rand -hex 32")`,
      )
      .optional(),
  ),
  WEBHOOK_RETRY_BASE_MS: wholeNumber('WEBHOOK_RETRY_BASE_MS', 100, 15_000),
  WEBHOOK_RETRY_MAX_MS: wholeNumber('WEBHOOK_RETRY_MAX_MS', 100, 600_000),
  NOTICE_LEASE_MS: wholeNumber('NOTICE_LEASE_MS', 1_000, 120_000),
  DOCUMENT_LINK_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .min(
        documentLinkKeyMinLength,
        `DOCUMENT_LINK_KEY must be at least ${documentLinkKeyMinLength} characters (a random string, e.g. from "openssl rand -hex 32")`,
      )
      .optional(),
  ),
  // Read when the site is built (build-defines.ts); here only to catch a server started with
  // another value than its build asks consent for.
  LEADS_TRANSFER_ABROAD: z.preprocess(unsetIfEmpty, z.string().trim().optional()),
};

type LeadsEnvironment = z.output<z.ZodObject<typeof leadsEnvironmentShape>>;

export interface LeadsConfig {
  store: LeadStoreLocation;
  smtpUrl: string | undefined;
  salesEmail: string;
  mailFrom: string;
  messageIdDomain: string;
  rateLimit: { max: number; windowMs: number };
  minFillMs: number;
  mailRetry: { baseMs: number; maxMs: number };
  /** The CRM's endpoint and the secret leads are signed with; absent: no webhook. */
  webhook: { url: string; secret: string } | undefined;
  webhookRetry: { baseMs: number; maxMs: number };
  /** How long a worker's claim on a notice lasts before another instance may take it. */
  noticeLeaseMs: number;
  /** LEADS_TRANSFER_ABROAD as the server was started with it; the build's value rules. */
  transferAbroad: string | undefined;
  /**
   * What signs download links: DOCUMENT_LINK_KEY, or (SQLite only) a key the server makes on
   * its first start and keeps in a file beside the database.
   */
  documentLinkKey: { kind: 'environment'; key: string } | { kind: 'file'; path: string };
}

/**
 * Turns the parsed variables into settings, or a list of problems. For SQLite the database's
 * folder is created when missing and must be writable: better to refuse to start than to
 * accept a lead the server cannot store. (Whether a PostgreSQL database can be reached is
 * known only when the server connects at start-up, which fails with its own clear message.)
 */
export function leadsConfigFrom(env: LeadsEnvironment): {
  config?: LeadsConfig;
  problems: string[];
} {
  const { location, problems } = leadStoreLocationFrom(env);
  if (location?.kind === 'sqlite') {
    const folder = path.dirname(location.path);
    try {
      mkdirSync(folder, { recursive: true });
      accessSync(folder, constants.W_OK);
      if (existsSync(location.path)) accessSync(location.path, constants.R_OK | constants.W_OK);
    } catch (error) {
      problems.push(
        `  - DATABASE_PATH: cannot write the leads database at ${location.path} ` +
          `(${(error as NodeJS.ErrnoException).code ?? String(error)}); set DATABASE_PATH to a writable file`,
      );
    }
  }
  if (env.MAIL_RETRY_MAX_MS < env.MAIL_RETRY_BASE_MS) {
    problems.push('  - MAIL_RETRY_MAX_MS: must be at least MAIL_RETRY_BASE_MS');
  }
  if (env.WEBHOOK_RETRY_MAX_MS < env.WEBHOOK_RETRY_BASE_MS) {
    problems.push('  - WEBHOOK_RETRY_MAX_MS: must be at least WEBHOOK_RETRY_BASE_MS');
  }
  if (Boolean(env.LEAD_WEBHOOK_URL) !== Boolean(env.LEAD_WEBHOOK_SECRET)) {
    problems.push(
      env.LEAD_WEBHOOK_URL
        ? '  - LEAD_WEBHOOK_SECRET: must be set with LEAD_WEBHOOK_URL; every webhook is signed with it'
        : '  - LEAD_WEBHOOK_URL: must be set with LEAD_WEBHOOK_SECRET (where to send the leads)',
    );
  }
  if (location?.kind === 'postgres' && !env.DOCUMENT_LINK_KEY) {
    problems.push(
      '  - DOCUMENT_LINK_KEY: must be set with DATABASE_URL, the same on every instance, so a download link one instance signs opens on all (a random string, e.g. from "openssl rand -hex 32")',
    );
  }
  if (!location || problems.length > 0) return { problems };
  return {
    problems,
    config: {
      store: location,
      smtpUrl: env.SMTP_URL,
      salesEmail: env.SALES_EMAIL,
      mailFrom: env.MAIL_FROM,
      messageIdDomain: siteDomain,
      rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      minFillMs: env.CONTACT_MIN_FILL_MS,
      mailRetry: { baseMs: env.MAIL_RETRY_BASE_MS, maxMs: env.MAIL_RETRY_MAX_MS },
      webhook:
        env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
          ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
          : undefined,
      webhookRetry: { baseMs: env.WEBHOOK_RETRY_BASE_MS, maxMs: env.WEBHOOK_RETRY_MAX_MS },
      noticeLeaseMs: env.NOTICE_LEASE_MS,
      transferAbroad: env.LEADS_TRANSFER_ABROAD,
      documentLinkKey: env.DOCUMENT_LINK_KEY
        ? { kind: 'environment', key: env.DOCUMENT_LINK_KEY }
        : {
            kind: 'file',
            path: path.join(
              path.dirname(location.kind === 'sqlite' ? location.path : defaultDatabasePath),
              documentLinkKeyFile,
            ),
          },
    },
  };
}
