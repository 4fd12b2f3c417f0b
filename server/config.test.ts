import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { defaultDatabasePath } from './leads/leads-config.ts';

let root: string;
let builtSite: string;
let emptySite: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'server-config-'));
  builtSite = path.join(root, 'client');
  emptySite = path.join(root, 'empty');
  await mkdir(path.join(builtSite, 'en'), { recursive: true });
  await writeFile(path.join(builtSite, 'en', 'index.html'), '<!doctype html>');
  await mkdir(emptySite);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The ConfigError loadConfig throws for an environment, or a failure if it throws none. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3000, info logs and no proxy', () => {
    expect(loadConfig({ SITE_DIR: builtSite })).toEqual({
      host: '127.0.0.1',
      port: 3000,
      siteDir: builtSite,
      logLevel: 'info',
      trustProxy: false,
      leads: expect.objectContaining({
        store: { kind: 'sqlite', path: defaultDatabasePath },
        smtpUrl: undefined,
        webhook: undefined,
        rateLimit: { max: 5, windowMs: 600_000 },
        minFillMs: 3000,
      }),
    });
  });

  it('treats an empty variable as unset rather than as port 0 or an empty host', () => {
    const config = loadConfig({ SITE_DIR: builtSite, PORT: '', HOST: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
  });

  it('reads every setting from the environment', () => {
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        PORT: '8080',
        SITE_DIR: builtSite,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        DATABASE_PATH: path.join(root, 'leads', 'leads.sqlite'),
        SMTP_URL: 'smtp://mail.example.com:587',
        SALES_EMAIL: 'team@example.com',
        RATE_LIMIT_MAX: '3',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      siteDir: builtSite,
      logLevel: 'warn',
      trustProxy: true,
      leads: expect.objectContaining({
        store: { kind: 'sqlite', path: path.join(root, 'leads', 'leads.sqlite') },
        smtpUrl: 'smtp://mail.example.com:587',
        salesEmail: 'team@example.com',
        rateLimit: { max: 3, windowMs: 600_000 },
      }),
    });
  });

  it('stores leads in PostgreSQL when DATABASE_URL names a database, with a signed webhook', () => {
    expect(
      loadConfig({
        SITE_DIR: builtSite,
        DATABASE_URL: 'postgres://site:p%40ss@db.example.com:5432/leads',
        DATABASE_POOL_SIZE: '4',
        LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
        LEAD_WEBHOOK_SECRET: 'whsec-0123456789abcdef',
        NOTICE_LEASE_MS: '5000',
        DOCUMENT_LINK_KEY: 'doc-link-key-0123456789abcdef-0123456789',
      }).leads,
    ).toMatchObject({
      store: {
        kind: 'postgres',
        url: 'postgres://site:p%40ss@db.example.com:5432/leads',
        poolSize: 4,
      },
      webhook: {
        url: 'https://crm.example.com/hooks/leads',
        secret: 'whsec-0123456789abcdef',
      },
      noticeLeaseMs: 5000,
      documentLinkKey: {
        kind: 'environment',
        key: 'doc-link-key-0123456789abcdef-0123456789',
      },
    });
  });

  it('refuses DATABASE_URL without DOCUMENT_LINK_KEY: every instance must sign alike', () => {
    expect(
      configError({ SITE_DIR: builtSite, DATABASE_URL: 'postgres://db.example.com/leads' }).message,
    ).toMatch(/DOCUMENT_LINK_KEY: must be set with DATABASE_URL, the same on every instance/);
  });

  it('keeps a generated download link key beside the SQLite file when none is set', () => {
    expect(
      loadConfig({ SITE_DIR: builtSite, DATABASE_PATH: path.join(root, 'leads', 'leads.sqlite') })
        .leads.documentLinkKey,
    ).toEqual({ kind: 'file', path: path.join(root, 'leads', 'document-link.key') });
  });

  it.each([
    [
      'mysql://db.example.com/leads',
      /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    ['postgres://', /DATABASE_URL must name the database server/],
    ['postgres://db.example.com', /DATABASE_URL must name the database after the server/],
    ['not a url', /DATABASE_URL must be a URL such as postgres:\/\//],
  ])('refuses DATABASE_URL=%s with a clear message', (url, message) => {
    expect(configError({ SITE_DIR: builtSite, DATABASE_URL: url }).message).toMatch(message);
  });

  it('never repeats the password of a DATABASE_URL it refuses', () => {
    const message = configError({
      SITE_DIR: builtSite,
      DATABASE_URL: 'mysql://site:hunter2-secret@db.example.com/leads',
    }).message;
    expect(message).not.toContain('hunter2-secret');
  });

  it('refuses DATABASE_URL and DATABASE_PATH together: one store or the other', () => {
    expect(
      configError({
        SITE_DIR: builtSite,
        DATABASE_URL: 'postgres://db.example.com/leads',
        DATABASE_PATH: path.join(root, 'leads.sqlite'),
      }).message,
    ).toMatch(/DATABASE_URL and DATABASE_PATH both name a lead store/);
  });

  it('resolves a relative SITE_DIR to an absolute path', () => {
    const relative = path.relative(process.cwd(), builtSite);
    expect(loadConfig({ SITE_DIR: relative }).siteDir).toBe(builtSite);
  });

  it.each([['abc'], ['3000abc']])('refuses PORT=%s: it is not a number', (port) => {
    const error = configError({ PORT: port, SITE_DIR: builtSite });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('PORT must be a number');
  });

  it.each([['70000'], ['65536'], ['-1']])('refuses PORT=%s: out of range', (port) => {
    expect(configError({ PORT: port, SITE_DIR: builtSite }).message).toContain(
      'PORT must be between 0 and 65535',
    );
  });

  it('refuses a fractional PORT', () => {
    expect(configError({ PORT: '80.5', SITE_DIR: builtSite }).message).toContain(
      'PORT must be a whole number',
    );
  });

  it('names each wrong setting, not only the first', () => {
    const message = configError({
      PORT: 'abc',
      LOG_LEVEL: 'verbose',
      TRUST_PROXY: 'yes',
      SITE_DIR: builtSite,
    }).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/TRUST_PROXY/);
  });

  it('refuses a SITE_DIR without a build and says to run the build', () => {
    const message = configError({ SITE_DIR: emptySite }).message;
    expect(message).toContain(emptySite);
    expect(message).toContain('npm run build');
  });

  it('refuses a SITE_DIR that does not exist', () => {
    const missing = path.join(root, 'nowhere');
    expect(configError({ SITE_DIR: missing }).message).toContain('npm run build');
  });
});
