import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Background work (mail delivery, hydration, timers) waits on a loaded 2-core machine too:
// conditions are polled for up to 30 s instead of Vitest's 1 s. A poll ends as soon as its
// condition holds, so the limit only decides how long a real failure takes to report.
const expect = { poll: { timeout: 30_000 } };
// Integration tests wait on servers and databases; on two cores shared with other work a test
// that takes 3 s alone can take ten times that, so the limits only catch a test that hangs.
// Like the unit files, integration files share one module graph per worker: each builds its own
// app, database and configuration, so no state is shared between files.
const INTEGRATION_LIMITS = { testTimeout: 90_000, hookTimeout: 120_000, isolate: false };

// Vitest runs one file at a time on two cores (cores - 1). Most files wait on a database, a server
// or a browser far more than they compute, so three run at once; the browser files, which each
// drive a server and a Chromium, run two at once in a group of their own after the rest.
const FILES_AT_ONCE = 3;
const BROWSER_FILES_AT_ONCE = 2;

export default defineConfig({
  test: {
    maxWorkers: FILES_AT_ONCE,
    projects: [
      {
        test: {
          name: 'unit',
          expect,
          // Unit files share one module graph per worker instead of loading it afresh for each of
          // 150 files: module loading summed over a whole run fell from 482 s to 108 s. Files that
          // stub globals, timers or the environment restore them in their own hooks.
          isolate: false,
          // Property tests run on one fixed, printed seed (tests/helpers/property-seed.ts).
          setupFiles: ['tests/helpers/property-seed.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Whole-corpus and property tests compute for seconds; with three files at once on two
          // loaded cores Vitest's 5 s default fails them on time alone, never on what they check.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          expect,
          setupFiles: ['tests/helpers/property-seed.ts'],
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/pglite-template-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          ...INTEGRATION_LIMITS,
        },
      },
      // The same integration suite again on a real PostgreSQL server when one is configured.
      ...(onPostgres
        ? [
            {
              test: {
                name: 'integration-postgres',
                expect,
                setupFiles: ['tests/helpers/property-seed.ts'],
                include: ['tests/integration/**/*.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                ...INTEGRATION_LIMITS,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          expect,
          maxWorkers: BROWSER_FILES_AT_ONCE,
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
