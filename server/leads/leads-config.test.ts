import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { ConfigError } from '../config.ts';
import { registerLeads } from './leads-plugin.ts';
import { defaultDatabasePath, leadsConfigFrom, leadsEnvironmentShape } from './leads-config.ts';

const schema = z.object(leadsEnvironmentShape);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'leads-config-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  const parsed = schema.safeParse({ DATABASE_PATH: path.join(folder, 'leads.sqlite'), ...env });
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return leadsConfigFrom(parsed.data).problems;
}

describe('the leads settings', () => {
  it('default to a database under data/, no mail, 5 leads per 10 minutes and a 3 s fill time', () => {
    const parsed = schema.parse({ SMTP_URL: '', SALES_EMAIL: '', DATABASE_URL: '' });
    expect(leadsConfigFrom(parsed).config?.store).toEqual({
      kind: 'sqlite',
      path: defaultDatabasePath,
    });
    expect(defaultDatabasePath).toMatch(/[/\\]data[/\\]leads\.sqlite$/);
    expect(parsed).toMatchObject({
      SMTP_URL: undefined,
      SALES_EMAIL: 'sales@zs-uav.com',
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      CONTACT_MIN_FILL_MS: 3000,
    });
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL must be a URL/],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be a URL/],
    [{ SALES_EMAIL: 'sales' }, /SALES_EMAIL must be an e-mail address/],
    [{ MAIL_FROM: 'Website <nobody>' }, /MAIL_FROM must be an address/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX must be at least 1/],
    [{ RATE_LIMIT_WINDOW_SECONDS: 'ten' }, /RATE_LIMIT_WINDOW_SECONDS must be a number/],
    [{ MAIL_RETRY_BASE_MS: '5000', MAIL_RETRY_MAX_MS: '1000' }, /MAIL_RETRY_MAX_MS/],
    [{ LEAD_WEBHOOK_URL: 'ftp://crm.example.com' }, /LEAD_WEBHOOK_URL must be an http/],
    [{ LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks' }, /LEAD_WEBHOOK_SECRET: must be set/],
    [{ LEAD_WEBHOOK_SECRET: 'a-long-enough-secret' }, /LEAD_WEBHOOK_URL: must be set/],
    [
      { LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks', LEAD_WEBHOOK_SECRET: 'short' },
      /LEAD_WEBHOOK_SECRET must be at least 16 characters/,
    ],
    [{ WEBHOOK_RETRY_BASE_MS: '5000', WEBHOOK_RETRY_MAX_MS: '1000' }, /WEBHOOK_RETRY_MAX_MS/],
    [{ NOTICE_LEASE_MS: '10' }, /NOTICE_LEASE_MS must be at least 1000/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be at least 1/],
  ])('refuse %j with a message naming the variable', (env, message) => {
    expect(problemsOf(env).join('\n')).toMatch(message);
  });

  it('accept SMTP URLs, several sales addresses and a named sender', () => {
    expect(
      problemsOf({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        SALES_EMAIL: 'sales@example.com, asia@example.com',
        MAIL_FROM: 'ZS UAV <web@example.com>',
      }),
    ).toEqual([]);
  });

  it('refuse a database path the server could not write', async () => {
    const file = path.join(folder, 'not-a-folder');
    await writeFile(file, 'x');
    expect(problemsOf({ DATABASE_PATH: path.join(file, 'leads.sqlite') }).join('\n')).toMatch(
      /DATABASE_PATH: cannot write the leads database/,
    );
  });
});

describe('the recipient abroad', () => {
  const configWith = (env: Record<string, string>) => {
    const parsed = schema.parse({ DATABASE_PATH: path.join(folder, 'abroad.sqlite'), ...env });
    const { config } = leadsConfigFrom(parsed);
    if (!config) throw new Error('expected a valid configuration');
    return config;
  };
  const site = (transferRecipient: string | undefined) => ({
    siteDir: folder,
    files: new Map(),
    transferRecipient,
  });

  it('stops a server started with another recipient than its build asks consent for', async () => {
    const abroad = configWith({ LEADS_TRANSFER_ABROAD: ' HubSpot, Inc. (USA) ' });
    expect(abroad.transferAbroad).toBe('HubSpot, Inc. (USA)');
    await expect(registerLeads(Fastify(), abroad, site(undefined))).rejects.toThrow(
      /LEADS_TRANSFER_ABROAD is "HubSpot, Inc\. \(USA\)", but the site was built without a transfer abroad: build the site again/,
    );
    await expect(
      registerLeads(Fastify(), abroad, site('Salesforce, Inc. (USA)')),
    ).rejects.toBeInstanceOf(ConfigError);
  });
});
