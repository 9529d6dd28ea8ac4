import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';

export type TestDatabase = { database: Database; dispose: () => Promise<void> };

export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** A PostgreSQL URL for a fresh database created on the TEST_DATABASE_URL server. */
export async function createScratchPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: cannot run the PostgreSQL suite');
  const name = `portfolio_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
    },
  };
}

// Memory-backed where the machine has it: the copies are written and read like a disk, at RAM speed.
const SCRATCH_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** A copy of the migrated template folder the global setup made (tests/helpers/pglite-template-setup.ts). */
async function openPgliteCopy(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(SCRATCH_ROOT, 'portfolio-test-pglite-'));
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  return {
    database,
    dispose: async () => {
      // Closing twice is fine here: some tests close the database on purpose to watch the app cope.
      await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated database of its own for one test file: a PGlite copy, or a scratch PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') return openPgliteCopy();
  const scratch = await createScratchPostgresUrl();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  await applyMigrations(database);
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => undefined);
      await scratch.drop();
    },
  };
}
