import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { applyMigrations } from '../src/server/db/migrate';
import { nextPageUrl } from '../src/shared/api/paging';
import { signInAsOwner, TEST_APP_SECRET, type TestApp } from '../tests/helpers/test-app';
import { createScratchPostgresUrl } from '../tests/helpers/test-database';

type Row = { figure: string; value: string; budget: string };

const execFileAsync = promisify(execFile);
const SIZES = [1_000, 10_000, 100_000];
const TRIES = 15;
const CSV_RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function openBenchApp(
  databaseUrl?: string,
): Promise<{ test: TestApp; drop: () => Promise<void> }> {
  let database: Database;
  let drop = async () => {};
  if (databaseUrl) {
    process.env.TEST_DATABASE_URL = databaseUrl;
    const scratch = await createScratchPostgresUrl();
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    drop = scratch.drop;
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  await applyMigrations(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-listing-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, () => false);
  const app = await buildApp({ config, database, secret: TEST_APP_SECRET, logger: false });
  const test: TestApp = {
    app,
    database,
    config,
    secret: TEST_APP_SECRET,
    usesSessions: true,
    close: async () => {},
  };
  return {
    test,
    drop: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Peak resident size above the start while `work` runs, sampled every 20 ms. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The applications list and the Export Report as the table grows: the first page, a page ten
 * pages down (through the cursors), and the whole CSV streamed (time, bytes, memory growth).
 */
export async function benchListing(label: string, databaseUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const { test, drop } = await openBenchApp(databaseUrl);
  try {
    const owner = await signInAsOwner(test);
    const get = (url: string) => test.app.inject({ method: 'GET', url, headers: owner.headers });
    // The report travels over a real socket to curl, which drops it as it arrives: the memory
    // measured is the server's alone, not a client's buffers or garbage in the same process.
    const base = await test.app.listen({ port: 0, host: '127.0.0.1' });
    let inserted = 0;
    for (const size of SIZES) {
      await test.database.rows(sql`
        insert into job_applications (user_id, company, position, status, applied_date)
        select ${owner.userId}, 'Company ' || (n % 997), 'Director of IT',
               (array['pending','interview','offer','rejected','withdrawn'])[1 + n % 5],
               timestamptz '2020-01-01' + ((n % 2000) || ' days')::interval
        from generate_series(${inserted + 1}::int, ${size}::int) as n`);
      inserted = size;
      // A bulk insert's statistics arrive with autovacuum on PostgreSQL and at the next start on
      // PGlite; the bench asks for them at once rather than wait.
      await test.database.rows(sql`analyze job_applications`);
      const firstMs: number[] = [];
      const deepMs: number[] = [];
      for (let attempt = 0; attempt < TRIES; attempt++) {
        let started = performance.now();
        let reply = await get('/api/job/applications');
        firstMs.push(performance.now() - started);
        for (let page = 1; page < 10; page++) {
          const next = nextPageUrl((reply.headers.link as string | undefined) ?? null);
          if (!next) break;
          started = performance.now();
          reply = await get(next);
          if (page === 9) deepMs.push(performance.now() - started);
        }
      }
      rows.push({
        figure: `applications, first page / tenth page, ${size.toLocaleString('en-US')} rows [${label}]`,
        value: `${median(firstMs).toFixed(1)} ms / ${median(deepMs).toFixed(1)} ms (median of ${TRIES})`,
        budget: size === 100_000 ? 'first page < 20 ms' : '-',
      });
      // Resident size moves with the collector's timing, so the export runs three times and the
      // median growth is quoted with every run.
      const exports: Array<{ seconds: number; bytes: number; growthMb: number }> = [];
      for (let run = 0; run < CSV_RUNS; run++) {
        const started = performance.now();
        const { result: bytes, growthMb } = await peakRssGrowth(async () => {
          const { stdout } = await execFileAsync('curl', [
            '--silent',
            '--show-error',
            '--output',
            '/dev/null',
            '--write-out',
            '%{size_download}',
            '--header',
            `cookie: ${owner.cookie}`,
            `${base}/api/job/export.csv`,
          ]);
          return Number(stdout);
        });
        exports.push({ seconds: (performance.now() - started) / 1000, bytes, growthMb });
      }
      const growth = exports.map((run) => run.growthMb);
      const seconds = exports.map((run) => run.seconds);
      rows.push({
        figure: `Export Report CSV, ${size.toLocaleString('en-US')} rows [${label}]`,
        value: `${median(seconds).toFixed(2)} s, ${((exports[0]?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MB, RSS +${median(growth).toFixed(0)} MB (runs +${growth.map((value) => value.toFixed(0)).join(', +')} MB)`,
        budget: size === 100_000 ? 'RSS growth < 50 MB (streamed)' : '-',
      });
    }
  } finally {
    await drop();
  }
  return rows;
}
