import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';
import { createPreviewService } from '../../src/server/services/previews/preview-service';
import { createScratchPostgresUrl, testDatabaseKind } from '../helpers/test-database';

const opened: Database[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const cleanup of cleanups) await cleanup();
});

const config = { chromiumPath: undefined, timeZone: 'UTC', PUBLIC_URL: undefined };

describe.runIf(testDatabaseKind === 'postgres')(
  'the nightly preview job across instances (PostgreSQL pass only: PGlite serves one process)',
  () => {
    it('runs once when every instance fires at 2:00 AM together', async () => {
      const scratch = await createScratchPostgresUrl();
      cleanups.push(scratch.drop);
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 })),
      );
      opened.push(...instances);
      await applyMigrations(instances[0] as Database);

      const services = instances.map((database) =>
        createPreviewService({
          database,
          config,
          log: pino({ level: 'silent' }),
          loadImage: async () => null,
        }),
      );
      // What each instance's 2:00 AM tick does.
      const results = await Promise.all(
        services.map((service) => service.generateAll(null, { skipIfFresh: true })),
      );
      expect(results.filter((result) => result === 'generated')).toHaveLength(1);

      // Later ticks find the images fresh and do nothing.
      expect(await services[1]?.generateAll(null, { skipIfFresh: true })).toBe('fresh');
    });
  },
);
