import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Background work (mail delivery, hydration, timers) waits on a loaded 2-core machine too:
// conditions are polled for up to 10 s instead of Vitest's 1 s.
const expect = { poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          expect,
          // Property tests run on one fixed, printed seed (tests/helpers/property-seed.ts).
          setupFiles: ['tests/helpers/property-seed.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          expect,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
