import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresUrl } from '../helpers/test-database';
import { startServer } from '../support/server-process';

type Target = {
  name: string;
  env: () => Promise<Record<string, string>>;
  count: (dataDir: string) => Promise<number>;
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

let postgresUrl = '';

const targets: Target[] = [
  {
    name: 'PGlite',
    env: async () => ({}),
    count: async (dataDir) => {
      const db = new PGlite(path.join(dataDir, 'pglite'));
      const result = await db.query<{ n: number }>(
        "select count(*)::int as n from contacts where last_name = 'Durable'",
      );
      await db.close();
      return result.rows[0]?.n ?? -1;
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'PostgreSQL',
    env: async () => {
      const scratch = await createScratchPostgresUrl();
      cleanups.push(scratch.drop);
      postgresUrl = scratch.url;
      return { DATABASE_URL: scratch.url };
    },
    count: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      const result = await client.query(
        "select count(*)::int as n from contacts where last_name = 'Durable'",
      );
      await client.end();
      return result.rows[0].n;
    },
  });
}

describe.each(targets)('acknowledged writes survive kill -9 on $name', (target) => {
  it('keeps every acknowledged row and reopens cleanly', async () => {
    // Twenty different visitors behind a trusted proxy, so the contact rate limit is not what is tested.
    const env = { ...(await target.env()), TRUST_PROXY: 'true' };
    const server = await startServer({ env });
    let acknowledged = 0;
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${server.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({
          firstName: `Writer${i}`,
          lastName: 'Durable',
          email: `writer${i}@example.com`,
          opportunityType: 'advisory',
          message: `Message number ${i}`,
        }),
      });
      if (response.status === 201) acknowledged++;
    }
    expect(acknowledged).toBe(20);
    await server.kill();

    const restarted = await startServer({ dataDir: server.dataDir, env });
    const health = await fetch(`${restarted.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await restarted.stop()).toBe(0);

    expect(await target.count(server.dataDir)).toBe(acknowledged);
  });
});
