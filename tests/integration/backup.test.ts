import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BackupTarget, createBackup, restoreBackup } from '../../src/server/backup/backup';
import { type Database, openDatabase } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';
import { contacts } from '../../src/server/db/schema';
import { createScratchPostgresUrl, testDatabaseKind } from '../helpers/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function prepare(): Promise<{ target: BackupTarget; open: () => Promise<Database> }> {
  if (testDatabaseKind === 'postgres') {
    const scratch = await createScratchPostgresUrl();
    cleanups.push(scratch.drop);
    return {
      target: { kind: 'postgres', url: scratch.url },
      open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-backup-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    target: { kind: 'pglite', dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
  };
}

const message = {
  firstName: 'Backup',
  lastName: 'Kept',
  email: 'kept@example.com',
  opportunityType: 'other',
  message: 'Please keep me.',
};

describe(`backup and restore on ${testDatabaseKind}`, () => {
  /*
   * The database the backup is taken from. Creating it is the slow part on PGlite (initdb runs in
   * WebAssembly: 3 s on a quiet machine, over 11 s on a loaded one), so it is made once in the
   * hook, with the hook's time, and the test itself times only backup, change, restore and read.
   * Nothing here waits on the clock: every step awaits the database's own answer. Those four steps
   * start PGlite four times (about 2 s each on a quiet machine; with load 15 and two CPU burners,
   * 25-43 s in all, and the hook 30-60 s), so both deadlines are set for that, not Vitest's 30 s.
   */
  let source: { target: BackupTarget; open: () => Promise<Database> };
  const suiteCleanups: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    source = await prepare();
    suiteCleanups.push(...cleanups.splice(0));
    const database = await source.open();
    await applyMigrations(database);
    await database.db.insert(contacts).values(message);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of suiteCleanups.splice(0)) await cleanup();
  });

  it('brings back exactly what the backup held', { timeout: 120_000 }, async () => {
    const { target, open } = source;
    const outDir = mkdtempSync(path.join(tmpdir(), 'portfolio-backups-'));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));

    const file = await createBackup(target, outDir);
    expect(readdirSync(outDir)).toEqual([path.basename(file)]);

    let database = await open();
    await database.db.delete(contacts).where(eq(contacts.email, message.email));
    await database.db.insert(contacts).values({ ...message, email: 'after@example.com' });
    await database.close();

    await restoreBackup(target, file);

    database = await open();
    const emails = (await database.db.select().from(contacts)).map((row) => row.email);
    await database.close();
    expect(emails).toEqual(['kept@example.com']);
  });

  it('refuses a file that does not exist', async () => {
    const { target } = await prepare();
    await expect(restoreBackup(target, '/nonexistent/backup.dump')).rejects.toThrow(
      'No backup file at /nonexistent/backup.dump',
    );
  });
});
