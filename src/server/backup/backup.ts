import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { redactUrl } from '../db/client';
import { lockDataDirectory } from '../db/data-dir-lock';

export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
}

/** Runs a PostgreSQL client tool, failing with its own words (never the password). */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

/**
 * Writes one restorable file: PGlite's data directory as a gzip tarball, or a pg_dump archive
 * in custom format. PGlite belongs to one process, so its backup needs the server stopped.
 */
export async function createBackup(target: BackupTarget, outDir: string, now = new Date()): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  if (target.kind === 'postgres') {
    const file = path.join(outDir, `portfolio-${stamp(now)}.dump`);
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`]);
    return file;
  }
  const release = lockDataDirectory(target.dataDir);
  try {
    if (!existsSync(pgliteDir(target.dataDir)))
      throw new Error(`No database in ${pgliteDir(target.dataDir)} to back up`);
    const db = new PGlite(pgliteDir(target.dataDir));
    try {
      // dumpDataDir on an instance still starting never settles, so wait for it first.
      await db.waitReady;
      const tarball = await db.dumpDataDir('gzip');
      const file = path.join(outDir, `portfolio-${stamp(now)}.tar.gz`);
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      return file;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * Brings a backup back. PostgreSQL: pg_restore replaces the objects it holds. PGlite: the
 * current database directory is kept aside (never deleted) and the backup is unpacked in its place.
 */
export async function restoreBackup(target: BackupTarget, file: string, now = new Date()): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`);
  if (target.kind === 'postgres') {
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]).catch((error: Error) => {
      throw new Error(`Restoring into ${redactUrl(target.url)}: ${error.message}`);
    });
    return;
  }
  const release = lockDataDirectory(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    const bytes = await readFile(file);
    if (existsSync(dir)) renameSync(dir, `${dir}.before-restore-${stamp(now)}`);
    const db = new PGlite(dir, { loadDataDir: new Blob([bytes]) });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
  } finally {
    release();
  }
}
