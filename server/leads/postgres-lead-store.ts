import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate, requireLatestSchema, type MigrationTarget } from './migrations.ts';
import { postgresDialect } from './sql-dialect.ts';
import {
  inTransaction,
  SqlLeadStore,
  type LeadTables,
  type StoreDialect,
} from './sql-lead-store.ts';

export interface PostgresStoreOptions {
  /** Connections the pool opens at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** For the `npm run leads` commands: no migration, and read-only unless `write`. */
  existing?: { write: boolean };
  /** Where errors of idle pooled connections go (the database restarted, say). */
  onPoolError?: (error: Error) => void;
}

/** The database URL without its password, for messages and logs. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

/** An error's words; a connection to a name with several addresses fails with all of them. */
function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(errorText).join('; ');
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Serialises migrations of one database, whichever instance starts first. An arbitrary
 * constant: advisory lock keys are the application's own namespace.
 */
const migrationLockKey = 4_201_302_040;

/**
 * PostgreSQL records each step in a table, inside the step's own transaction. A step is
 * several statements, which node-postgres sends as one simple query.
 */
function migrationTarget(pool: pg.Pool): MigrationTarget {
  return {
    dialect: postgresDialect,
    async version() {
      // A query naming a table that does not exist fails even in a branch never taken.
      const table = await pool.query<{ exists: boolean }>(
        "SELECT to_regclass('lead_schema_migrations') IS NOT NULL AS exists",
      );
      if (!table.rows[0]?.exists) return 0;
      const { rows } = await pool.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM lead_schema_migrations',
      );
      return rows[0]?.version ?? 0;
    },
    async apply(step, name, sql) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
        await client.query(`CREATE TABLE IF NOT EXISTS lead_schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now())`);
        const { rows } = await client.query<{ version: number | null }>(
          'SELECT max(version) AS version FROM lead_schema_migrations',
        );
        if ((rows[0]?.version ?? 0) < step) {
          await client.query(sql);
          await client.query('INSERT INTO lead_schema_migrations (version, name) VALUES ($1, $2)', [
            step,
            name,
          ]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** A duration in milliseconds as an interval, computed by PostgreSQL. */
const milliseconds = (ms: number) => sql`${ms}::float8 * interval '1 millisecond'`;

function storeDialect(where: string): StoreDialect {
  return {
    database: `PostgreSQL ${where}`,
    // The database's clock, so instances whose clocks differ agree on leases and windows.
    clockIn: (ms) => (ms === 0 ? sql<Date>`now()` : sql<Date>`now() + ${milliseconds(ms)}`),
    msUntil: (clock) => sql<number | null>`(extract(epoch FROM ${clock} - now()) * 1000)::float8`,
    later: (a, b) => sql<Date>`greatest(${a}, ${b})`,
    timestampNow: () => sql<Date>`now()`,
    skipLocked: true,
    // Committed with PostgreSQL's default synchronous_commit: on disk before it resolves.
    write: (db, work) => db.transaction().execute(work),
    countFor: (db, client, work) =>
      db.connection().execute((connection) =>
        // A count is not a lead: committed without waiting for the disk. Sent with BEGIN as
        // one simple query (no parameters), to spare a round trip on every new lead.
        inTransaction(connection, sql`BEGIN; SET LOCAL synchronous_commit = off`, async (trx) => {
          // Instances counting the same client take turns; other clients are not held up.
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${client}, 0))`.execute(trx);
          return work(trx);
        }),
      ),
    close: (db) => db.destroy(),
  };
}

/**
 * The lead store for several server instances: PostgreSQL through a pool of node-postgres
 * connections, the store's queries written once in sql-lead-store.ts. Every write that
 * matters is one autocommitted statement or one short transaction, committed
 * (synchronous_commit, PostgreSQL's default) before the promise resolves.
 */
export class PostgresLeadStore extends SqlLeadStore {
  /**
   * Connects, and migrates the schema to this code's version (the server), or checks that it
   * is at that version (the commands). Fails with a message naming the database, without its
   * password, when it cannot be reached or used.
   */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresLeadStore> {
    const where = redactedDatabaseUrl(url);
    const readOnly = options.existing !== undefined && !options.existing.write;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'zs-uav-site',
      // The export and the status cannot change a thing, whatever a bug in them would try.
      ...(readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    try {
      const target = migrationTarget(pool);
      if (options.existing) await requireLatestSchema(target, where);
      else await migrate(target);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot use the leads database at ${where}: ${errorText(error)}`, {
        cause: error,
      });
    }
    const db = new Kysely<LeadTables>({ dialect: new PostgresDialect({ pool }) });
    return new PostgresLeadStore(db, storeDialect(where));
  }
}
