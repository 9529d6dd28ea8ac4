import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../../bench/http';
import { createScratchPostgresUrl } from '../helpers/test-database';
import { type RunningServer, startServer } from '../support/server-process';

const PASSWORD = 'shared database owner password';
const servers: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const cleanup of cleanups) await cleanup();
});

// Several instances need a shared PostgreSQL: this file runs only in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two instances sharing one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    it("accept each other's sessions and serve each other's files", async () => {
      const scratch = await createScratchPostgresUrl();
      cleanups.push(scratch.drop);
      // One APP_SECRET for both, as the README says for several instances.
      const env = {
        DATABASE_URL: scratch.url,
        OWNER_PASSWORD: PASSWORD,
        APP_SECRET: randomBytes(32).toString('hex'),
      };
      const first = await startServer({ env });
      servers.push(first);
      const second = await startServer({ env });
      servers.push(second);

      const cookie = await signIn(first.url, PASSWORD);
      const onSecond = await fetch(`${second.url}/api/auth/user`, { headers: { cookie } });
      expect(onSecond.status).toBe(200);

      const bytes = new Uint8Array(randomBytes(50_000));
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'shared.bin');
      form.append('category', 'other');
      form.append('isPublic', 'false');
      const upload = await fetch(`${first.url}/api/tools/files/upload`, {
        method: 'POST',
        headers: { cookie, origin: first.url },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { id } = await upload.json();
      const download = await fetch(`${second.url}/api/tools/files/${id}/download`, { headers: { cookie } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

      const signOut = await fetch(`${second.url}/api/logout`, { redirect: 'manual', headers: { cookie } });
      expect(signOut.status).toBe(303);
      expect((await fetch(`${first.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
    });
  },
);
