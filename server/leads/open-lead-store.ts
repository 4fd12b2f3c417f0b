import type { LeadStoreLocation } from './leads-config.ts';
import type { LeadStore } from './lead-store.ts';
import { PostgresLeadStore, redactedDatabaseUrl } from './postgres-lead-store.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';

export interface OpenLeadStoreOptions {
  /**
   * Open a database that exists, at this code's schema version, without migrating it (the
   * `npm run leads` commands); read-only unless `write`. Absent: create and migrate (the server).
   */
  existing?: { write: boolean };
  /** Errors of idle PostgreSQL connections, which would otherwise end the process. */
  onPoolError?: (error: Error) => void;
}

/** The store the environment names: PostgreSQL with DATABASE_URL, else the SQLite file. */
export function openLeadStore(
  location: LeadStoreLocation,
  options: OpenLeadStoreOptions = {},
): Promise<LeadStore> {
  if (location.kind === 'postgres') {
    return PostgresLeadStore.open(location.url, {
      poolSize: location.poolSize,
      ...options,
    });
  }
  return options.existing
    ? SqliteLeadStore.openExisting(location.path, { write: options.existing.write })
    : SqliteLeadStore.open(location.path);
}

/** Where the store is, for messages: the SQLite file, or the URL without its password. */
export function leadStoreAddress(location: LeadStoreLocation): string {
  return location.kind === 'postgres' ? redactedDatabaseUrl(location.url) : location.path;
}

/** The store for logs: its kind and address. */
export function describeLeadStore(location: LeadStoreLocation): string {
  return `${location.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${leadStoreAddress(location)}`;
}
