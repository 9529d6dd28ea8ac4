import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations');

/** What the template is made from: the migrations, the extensions they need and the tool that applies them. */
const SOURCES = [
  MIGRATIONS,
  path.join(ROOT, 'src/server/db/pglite-extensions.ts'),
  path.join(ROOT, 'src/server/cli/pglite-template.ts'),
];

/** Changes whenever a source of the template changes, so a stale template is never reused. */
function sourcesHash(): string {
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
  for (const source of SOURCES) {
    if (statSync(source).isDirectory()) walk(source);
    else hash.update(readFileSync(source));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data folder, made once per set of migrations and copied by every test file
 * (tests/helpers/test-database.ts): initdb and the migrations cost seconds per file, a copy of the
 * folder a fraction of one. It is made in a folder of its own and renamed into place, so two runs
 * at once never see half of it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const target = path.join(tmpdir(), `portfolio-pglite-template-${sourcesHash()}`);
  if (!existsSync(path.join(target, 'PG_VERSION'))) {
    const building = `${mkdtempSync(`${target}.building-`)}/pglite`;
    // Made by the tool the build uses for the server's own template, plus the statistics a
    // started server gathers after its migrations (src/server/db/migrate.ts).
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'src/server/cli/pglite-template.ts'), MIGRATIONS, building],
      { cwd: ROOT, stdio: 'inherit' },
    );
    const client = new PGlite(building, { extensions: pgliteExtensions });
    await client.exec('analyze');
    await client.close();
    try {
      renameSync(building, target);
    } catch {
      // Another run finished first; its template is the same.
    } finally {
      rmSync(path.dirname(building), { recursive: true, force: true });
    }
  }
  project.provide('pgliteTemplate', target);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
