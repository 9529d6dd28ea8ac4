import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import * as schema from '../../src/server/db/schema';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/server/db/migrations');

/** Changes whenever a migration is added or edited, so a stale template is never reused. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data folder, made once per set of migrations and copied by every test file
 * (tests/helpers/test-database.ts): initdb and the migrations cost seconds per file, a copy of the
 * folder a fraction of one. It is made in a folder of its own and renamed into place, so two runs
 * at once never see half of it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const target = path.join(tmpdir(), `portfolio-pglite-template-${migrationsHash()}`);
  if (!existsSync(path.join(target, 'PG_VERSION'))) {
    const building = mkdtempSync(`${target}.building-`);
    // As the build makes the server's template (src/server/cli/pglite-template.ts), plus the
    // statistics a started server gathers after its migrations (src/server/db/migrate.ts).
    const client = new PGlite(building);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS });
    await client.exec('analyze');
    await client.close();
    try {
      renameSync(building, target);
    } catch {
      // Another run finished first; its template is the same.
      rmSync(building, { recursive: true, force: true });
    }
  }
  project.provide('pgliteTemplate', target);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
