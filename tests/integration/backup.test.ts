import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('brings back exactly what the backup held', async () => {
    const { target, open } = await prepare();
    const outDir = mkdtempSync(path.join(tmpdir(), 'portfolio-backups-'));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));

    let database = await open();
    await applyMigrations(database);
    await database.db.insert(contacts).values(message);
    await database.close();

    const file = await createBackup(target, outDir);
    expect(readdirSync(outDir)).toEqual([path.basename(file)]);

    database = await open();
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
