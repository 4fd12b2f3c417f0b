import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { clientDir } from '../scripts/build-layout.ts';
import { leadsConfigFrom, leadsEnvironmentShape, type LeadsConfig } from './leads/leads-config.ts';

const environmentSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  SITE_DIR: z.string().min(1).default(clientDir),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to "true" behind a reverse proxy so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  ...leadsEnvironmentShape,
});

export type ServerConfig = {
  host: string;
  port: number;
  siteDir: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Absent only where a test serves the static site alone; loadConfig always sets it. */
  leads?: LeadsConfig;
};

export class ConfigError extends Error {}

/**
 * Reads the server's settings from the environment and refuses to start with a message that
 * says what to fix, rather than failing later on the first request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (PORT=) means "not set", not port 0 or an empty host.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`The server's environment is not valid:\n${problems.join('\n')}`);
  }
  const siteDir = path.resolve(parsed.data.SITE_DIR);
  if (!existsSync(path.join(siteDir, 'en', 'index.html'))) {
    throw new ConfigError(
      `No built site in ${siteDir}. Run "npm run build" first, or set SITE_DIR to a built client folder.`,
    );
  }
  const leads = leadsConfigFrom(parsed.data);
  if (!leads.config) {
    throw new ConfigError(`The server's environment is not valid:\n${leads.problems.join('\n')}`);
  }
  return {
    host: parsed.data.HOST,
    port: parsed.data.PORT,
    siteDir,
    logLevel: parsed.data.LOG_LEVEL,
    trustProxy: parsed.data.TRUST_PROXY === 'true',
    leads: leads.config,
  };
}
