import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type SqliteDatabase } from 'kysely';
import { supportedNode } from '../node-support.ts';
import { migrate, requireLatestSchema, type MigrationTarget } from './migrations.ts';
import { sqliteDialect } from './sql-dialect.ts';
import {
  inTransaction,
  SqlLeadStore,
  type LeadDatabase,
  type LeadTables,
  type StoreDialect,
} from './sql-lead-store.ts';

/**
 * Opens the database with the settings that make an acknowledged lead durable: write-ahead
 * logging, and synchronous=FULL so every commit is on disk (fsync) before it returns, which is
 * before the server answers 2xx.
 */
function openLeadDatabase(file: string, options: { readonly?: boolean; mustExist?: boolean }) {
  // better-sqlite3's prebuilt addon is built for Node-API 10; a Node.js without it (20) loads
  // the addon and then dies of a segmentation fault at the first call, saying nothing.
  if (Number(process.versions.napi) < 10) {
    throw new Error(
      `SQLite's addon needs Node-API 10, which Node.js ${process.version} lacks: ` +
        `run on Node.js ${supportedNode} (README, "Node.js").`,
    );
  }
  if (!options.mustExist) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.mustExist ?? false,
  });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
  }
  return db;
}

/**
 * SQLite records its schema version in the file header (`PRAGMA user_version`). A step is
 * several statements, which better-sqlite3 runs with exec() (Kysely prepares one at a time).
 */
function migrationTarget(db: Database.Database): MigrationTarget {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  return {
    dialect: sqliteDialect,
    version: async () => version(),
    async apply(step, _name, sql) {
      // IMMEDIATE takes the write lock first, so the version read inside is the final word.
      db.transaction(() => {
        if (version() >= step) return;
        db.exec(sql);
        db.pragma(`user_version = ${step}`);
      }).immediate();
    },
  };
}

/** Statements compiled once and reused: the same few run for every lead. */
function withStatementCache(db: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(text) {
      let prepared = statements.get(text);
      if (!prepared) {
        // A list of ids makes a statement of its own; the cache keeps the usual ones only.
        if (statements.size >= 200) statements.clear();
        prepared = db.prepare(text);
        statements.set(text, prepared);
      }
      return prepared;
    },
    close: () => db.close(),
  };
}

/**
 * Kysely begins SQLite transactions DEFERRED: a transaction that reads first and then writes
 * fails with SQLITE_BUSY, whatever the busy timeout, when another process wrote in between.
 * BEGIN IMMEDIATE takes the write lock first (waiting out the busy timeout), on the one
 * connection that `db.connection()` holds for the callback.
 */
function immediate<T>(connection: LeadDatabase, work: (trx: LeadDatabase) => Promise<T>) {
  return inTransaction(connection, sql`BEGIN IMMEDIATE`, work);
}

/**
 * The writable connection to each file in this process, shared by every store opened on it.
 * Kysely's SQLite transactions span awaits; a second connection of the same process waiting
 * for the write lock would wait synchronously (better-sqlite3's busy timeout), so the first
 * could never finish. One connection per file instead, and Kysely's one-connection queue
 * makes the stores take turns. Other processes wait on the lock as before.
 */
const writers = new Map<string, { db: Database.Database; kysely: LeadDatabase; stores: number }>();

function connect(db: Database.Database): LeadDatabase {
  return new Kysely<LeadTables>({
    dialect: new SqliteDialect({ database: withStatementCache(db) }),
  });
}

function storeDialect(file: string, release: (db: LeadDatabase) => Promise<void>): StoreDialect {
  return {
    database: `SQLite ${file}`,
    // The clock is this process's: SQLite serves one machine.
    clockIn: (ms) => sql<number>`${Date.now() + ms}`,
    msUntil: (clock) => sql<number | null>`(${clock} - ${Date.now()})`,
    later: (a, b) => sql<number>`max(${a}, ${b})`,
    timestampNow: () => sql<string>`${new Date().toISOString()}`,
    skipLocked: false,
    write: (db, work) => db.connection().execute((connection) => immediate(connection, work)),
    countFor: (db, _client, work) =>
      // The write lock makes counts take turns. A count is not a lead: committed without its
      // own fsync (the next lead's commit syncs it along).
      db.connection().execute(async (connection) => {
        await sql`PRAGMA synchronous = NORMAL`.execute(connection);
        try {
          return await immediate(connection, work);
        } finally {
          await sql`PRAGMA synchronous = FULL`.execute(connection);
        }
      }),
    close: release,
  };
}

/** Waits for the one connection, so a transaction under way finishes before the file closes. */
async function closeConnection(db: LeadDatabase): Promise<void> {
  await db.connection().execute(async () => undefined);
  await db.destroy();
}

/**
 * The embedded lead store: one SQLite file (better-sqlite3), the store's queries written once
 * in sql-lead-store.ts. It is made for one server process (several processes on one file
 * work, but share one disk); several server instances use the PostgreSQL store.
 */
export class SqliteLeadStore extends SqlLeadStore {
  /** Opens the file's writable connection, or joins this process's, and checks its schema. */
  private static async writer(
    file: string,
    options: { mustExist: boolean },
    schema: (target: MigrationTarget) => Promise<unknown>,
  ): Promise<SqliteLeadStore> {
    const key = path.resolve(file);
    let writer = writers.get(key);
    if (!writer) {
      const db = openLeadDatabase(file, { mustExist: options.mustExist });
      writer = { db, kysely: connect(db), stores: 0 };
      writers.set(key, writer);
    }
    writer.stores += 1;
    const shared = writer;
    const release = async () => {
      shared.stores -= 1;
      if (shared.stores > 0) return;
      writers.delete(key);
      await closeConnection(shared.kysely);
    };
    try {
      await schema(migrationTarget(shared.db));
    } catch (error) {
      await release();
      throw error;
    }
    return new SqliteLeadStore(shared.kysely, storeDialect(file, release));
  }

  /** Opens (creating when missing) and migrates the database the server writes to. */
  static async open(file: string): Promise<SqliteLeadStore> {
    return SqliteLeadStore.writer(file, { mustExist: false }, migrate);
  }

  /**
   * Opens an existing database at this code's schema version without migrating it, as the
   * `npm run leads` commands do; read-only unless `write` (the purge).
   */
  static async openExisting(file: string, options: { write?: boolean } = {}) {
    const latest = (target: MigrationTarget) => requireLatestSchema(target, file);
    if (options.write) return SqliteLeadStore.writer(file, { mustExist: true }, latest);
    const db = openLeadDatabase(file, { readonly: true, mustExist: true });
    try {
      await latest(migrationTarget(db));
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteLeadStore(connect(db), storeDialect(file, closeConnection));
  }
}
