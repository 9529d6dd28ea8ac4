import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteThreadClient } from './pglite-thread-client';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A human description for the startup banner; never contains a password. */
  location: string;
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * Runs `task` while holding a database-wide lock named by `key`, so instances sharing a
   * PostgreSQL take turns. PGlite belongs to one process (see data-dir-lock), so a local
   * queue is enough there.
   */
  withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable)';
  }
}

/**
 * The embedded database's memory: 32 MB of shared buffers instead of PostgreSQL's 128 MB hold
 * this site's data many times over, and bring the resident size of a started server from about
 * 310 MB to about 200 MB (docs/decisions/0012-public-fast-path.md).
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * Written by the build beside the bundled server (cli/pglite-template.ts): an initialised,
 * migrated database folder, shut down cleanly. Running from source there is none, and PGlite
 * runs initdb.
 */
const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

/**
 * The embedded database in its own thread. A new data folder starts as a copy of the build's
 * template (about 40 MB of files, copied in a tenth of a second), so a first start costs about
 * what a warm start does; initdb would take seconds and leave hundreds of megabytes behind.
 */
async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThreadClient> {
  const isNewFolder = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (dataDir && isNewFolder && existsSync(path.join(PGLITE_TEMPLATE, 'PG_VERSION'))) {
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
  }
  const client = new PgliteThreadClient({ dataDir, settings: PGLITE_SETTINGS });
  await client.waitReady;
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    const client = await startPgliteThread(options.dataDir);
    // The thread client offers the part of PGlite's interface the driver calls.
    const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
    let queue: Promise<unknown> = Promise.resolve();
    return {
      db,
      kind: 'pglite',
      location: options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory',
      rows: async <T>(query: SQL) => rowsOf<T>(await db.execute(query)),
      withAdvisoryLock: <T>(_key: number, task: () => Promise<T>) => {
        const run = queue.then(task, task);
        queue = run.catch(() => undefined);
        return run;
      },
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    location: `PostgreSQL at ${redactUrl(options.url)}`,
    rows: async <T>(query: SQL) => rowsOf<T>(await db.execute(query)),
    withAdvisoryLock: async <T>(key: number, task: () => Promise<T>) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        return await task();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  await database.ping();
  return database;
}
