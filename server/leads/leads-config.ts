import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../scripts/build-layout.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { isEmailAddress } from '../../src/features/contact-form/contact-schema.ts';

export const defaultDatabasePath = path.join(projectRoot, 'data', 'leads.sqlite');
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

/** The leads settings of the server's environment (README "Leads"). */
export const leadsEnvironmentShape = {
  DATABASE_PATH: z.preprocess(unsetIfEmpty, z.string().default(defaultDatabasePath)),
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
};

type LeadsEnvironment = z.output<z.ZodObject<typeof leadsEnvironmentShape>>;

export interface LeadsConfig {
  databasePath: string;
  smtpUrl: string | undefined;
  salesEmail: string;
  mailFrom: string;
  messageIdDomain: string;
  rateLimit: { max: number; windowMs: number };
  minFillMs: number;
  mailRetry: { baseMs: number; maxMs: number };
}

/**
 * Turns the parsed variables into settings, or a list of problems. The database's folder is
 * created when missing and must be writable: better to refuse to start than to accept a lead
 * the server cannot store.
 */
export function leadsConfigFrom(env: LeadsEnvironment): {
  config?: LeadsConfig;
  problems: string[];
} {
  const problems: string[] = [];
  const databasePath = path.resolve(env.DATABASE_PATH);
  const folder = path.dirname(databasePath);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
    if (existsSync(databasePath)) accessSync(databasePath, constants.R_OK | constants.W_OK);
  } catch (error) {
    problems.push(
      `  - DATABASE_PATH: cannot write the leads database at ${databasePath} ` +
        `(${(error as NodeJS.ErrnoException).code ?? String(error)}); set DATABASE_PATH to a writable file`,
    );
  }
  if (env.MAIL_RETRY_MAX_MS < env.MAIL_RETRY_BASE_MS) {
    problems.push('  - MAIL_RETRY_MAX_MS: must be at least MAIL_RETRY_BASE_MS');
  }
  if (problems.length > 0) return { problems };
  return {
    problems,
    config: {
      databasePath,
      smtpUrl: env.SMTP_URL,
      salesEmail: env.SALES_EMAIL,
      mailFrom: env.MAIL_FROM,
      messageIdDomain: siteDomain,
      rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      minFillMs: env.CONTACT_MIN_FILL_MS,
      mailRetry: { baseMs: env.MAIL_RETRY_BASE_MS, maxMs: env.MAIL_RETRY_MAX_MS },
    },
  };
}

/** The database the export reads: the same variable and default as the server's. */
export function databasePathFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATABASE_PATH || defaultDatabasePath);
}
