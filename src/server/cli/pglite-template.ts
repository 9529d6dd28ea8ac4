import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { create, extract } from 'tar';
import * as schema from '../db/schema';

/**
 * The embedded database's starting copy (docs/decisions/0012-public-fast-path.md).
 * `make`, run by the build: an initialised database folder with every migration applied, shut
 * down cleanly (so opening it needs no recovery) and packed as a tarball.
 * `seed`, run by the server in a process of its own for a new data folder: unpacks it there, so
 * the unpacking's memory goes with that process and the server starts as on any warm start.
 */
const [command, first, second] = process.argv.slice(2);

async function make(migrationsFolder: string, out: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    await client.close();
    await create({ gzip: true, file: out, cwd: dataDir, portable: true }, ['.']);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seed(template: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  await extract({ file: template, cwd: dataDir });
}

if (command === 'make' && first && second) await make(first, second);
else if (command === 'seed' && first && second) await seed(first, second);
else {
  process.stderr.write(
    'usage: pglite-template make MIGRATIONS_FOLDER OUT.tgz | seed TEMPLATE.tgz DATA_DIR\n',
  );
  process.exit(2);
}
process.exit(0);
