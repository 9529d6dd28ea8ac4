import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresUrl } from '../helpers/test-database';
import { startServer } from '../support/server-process';

type Target = {
  name: string;
  env: () => Promise<Record<string, string>>;
  emails: (dataDir: string) => Promise<string[]>;
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
    emails: async (dataDir) => {
      const db = new PGlite(path.join(dataDir, 'pglite'));
      const result = await db.query<{ email: string }>(
        "select email from contacts where last_name = 'Durable'",
      );
      await db.close();
      return result.rows.map((row) => row.email);
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
    emails: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      const result = await client.query<{ email: string }>(
        "select email from contacts where last_name = 'Durable'",
      );
      await client.end();
      return result.rows.map((row) => row.email);
    },
  });
}

type Writer = { acknowledged: Set<string>; stop: () => Promise<void> };

/** Keeps `concurrency` contact writes in flight until stopped; remembers which were acknowledged. */
function startWriteBurst(url: string, concurrency: number): Writer {
  const acknowledged = new Set<string>();
  let isStopped = false;
  let sequence = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!isStopped) {
      const n = sequence++;
      const email = `writer${n}@example.com`;
      try {
        const response = await fetch(`${url}/api/contacts`, {
          method: 'POST',
          // Distinct visitors behind a trusted proxy, so the contact rate limit is not what is tested.
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          },
          body: JSON.stringify({
            firstName: `Writer${n}`,
            lastName: 'Durable',
            email,
            opportunityType: 'advisory',
            message: `Message number ${n}`,
          }),
        });
        if (response.status === 201) acknowledged.add(email);
      } catch {
        // The server died with this request in flight: it was never acknowledged.
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      isStopped = true;
      await Promise.all(loops);
    },
  };
}

describe.each(targets)('acknowledged writes survive kill -9 on $name', (target) => {
  it('keeps every write acknowledged before a kill in the middle of a burst, and reopens cleanly', async () => {
    const env = { ...(await target.env()), TRUST_PROXY: 'true' };
    const server = await startServer({ env });
    const burst = startWriteBurst(server.url, 8);
    await expect
      .poll(() => burst.acknowledged.size, { timeout: 20_000, interval: 20 })
      .toBeGreaterThanOrEqual(40);
    await server.kill();
    await burst.stop();
    const acknowledged = [...burst.acknowledged];

    const restarted = await startServer({ dataDir: server.dataDir, env });
    const health = await fetch(`${restarted.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await restarted.stop()).toBe(0);

    const stored = new Set(await target.emails(server.dataDir));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  });
});
