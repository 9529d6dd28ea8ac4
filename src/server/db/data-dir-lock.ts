import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one PostgreSQL owned by one process: two servers on the same directory would
 * corrupt it. The lock file holds the owner's pid; a lock left by a killed process is
 * taken over, because that process can no longer write.
 */
export function lockDataDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.pid');
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Another server (pid ${holder}) is using ${dir}. Stop it, or set DATA_DIR to another folder, or use DATABASE_URL to share a PostgreSQL server.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
