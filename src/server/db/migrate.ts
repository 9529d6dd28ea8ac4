import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { SCHEMA_EXTENSIONS_SQL } from './pglite-extensions';
import type * as schema from './schema';

// The build copies the SQL files next to the bundled server, so one relative URL serves both.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number works; it only has to be the same in every instance of the app.
const MIGRATION_LOCK_KEY = 7_301_122;

/** Applies the committed migrations; instances sharing a PostgreSQL take turns. */
export async function applyMigrations(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    // Outside the migrations, so a regenerated set of migrations still finds it in place.
    await database.rows(sql.raw(SCHEMA_EXTENSIONS_SQL));
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
      // PGlite runs no autovacuum, so the planner's statistics would stay as the first start left
      // them and keyset pages of a grown list could fall back to sorting it whole.
      await database.rows(sql`analyze`);
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
    }
  });
}
