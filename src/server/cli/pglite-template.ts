import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions, SCHEMA_EXTENSIONS_SQL } from '../db/pglite-extensions';
import * as schema from '../db/schema';

/**
 * The embedded database's starting copy, made by the build (docs/decisions/0012-public-fast-path.md):
 * an initialised database folder with every migration applied, shut down cleanly so that opening
 * a copy of it needs no recovery. The server copies it into a new data folder.
 */
const [migrationsFolder, out] = process.argv.slice(2);

if (!migrationsFolder || !out) {
  process.stderr.write('usage: pglite-template MIGRATIONS_FOLDER OUT_DIR\n');
  process.exit(2);
}
rmSync(out, { recursive: true, force: true });
const client = new PGlite(out, { extensions: pgliteExtensions });
await client.waitReady;
await client.exec(SCHEMA_EXTENSIONS_SQL);
await migrate(drizzle({ client, schema }), { migrationsFolder });
await client.close();
process.exit(0);
