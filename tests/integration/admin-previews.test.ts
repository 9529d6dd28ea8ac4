import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';
import { previewImages } from '../../src/server/db/schema';
import { runExclusively } from '../../src/server/platform/jobs/run-exclusively';
import { PREVIEW_LOCK_KEY } from '../../src/server/services/previews/preview-service';
import { socialPlatformNames, socialPlatforms } from '../../src/shared/social-platforms';
import { readPngSize } from '../helpers/png';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { createScratchPostgresUrl, testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { TZ: 'America/New_York' } });
  await test.app.ready();
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

function post(url: string, payload?: object) {
  return test.app.inject({ method: 'POST', url, headers: owner.headers, ...(payload ? { payload } : {}) });
}

async function waitUntilIdle(): Promise<Record<string, unknown>> {
  for (;;) {
    const status = (
      await test.app.inject({ method: 'GET', url: '/api/screenshots/status', headers: owner.headers })
    ).json();
    if (!status.isGenerating) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('social previews without a browser (branded card)', () => {
  it('generates one platform and answers with the PNG as a download', async () => {
    const reply = await post('/api/screenshots/platform/twitter', { route: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="twitter-screenshot\.png"/);
    expect(reply.headers['x-preview-source']).toBe('card');
    expect(readPngSize(reply.rawPayload)).toEqual({ width: 1200, height: 675 });
    const served = await test.app.inject({ method: 'GET', url: `/preview/twitter.png?t=${Date.now()}` });
    expect(served.rawPayload.equals(reply.rawPayload)).toBe(true);
    const again = await test.app.inject({
      method: 'GET',
      url: '/preview/twitter.png',
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown platform with 404 and a bad route with 400', async () => {
    expect((await post('/api/screenshots/platform/myspace', { route: '/' })).statusCode).toBe(404);
    expect(
      (await post('/api/screenshots/platform/facebook', { route: 'https://evil.example/' })).statusCode,
    ).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/preview/myspace.png' })).statusCode).toBe(404);
  });

  it('starts all six in the background at once, storing each at its platform size', async () => {
    const reply = await post('/api/screenshots/generate');
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({
      status: 'started',
      message: 'Daily screenshots are being generated for all platforms.',
    });
    const status = await waitUntilIdle();
    expect(status.images).toHaveLength(6);
    const rows = await test.database.db.select().from(previewImages);
    for (const platform of socialPlatformNames) {
      const row = rows.find((candidate) => candidate.platform === platform);
      if (!row) throw new Error(`no image for ${platform}`);
      const { width, height, maxBytes } = socialPlatforms[platform];
      expect(readPngSize(row.png), platform).toEqual({ width, height });
      expect(row).toMatchObject({ width, height, source: 'card' });
      if (maxBytes !== null) expect(row.png.length).toBeLessThanOrEqual(maxBytes);
      const served = await test.app.inject({ method: 'GET', url: `/preview/${platform}.png` });
      expect(served.headers.etag).toBe(row.etag);
      expect(readPngSize(served.rawPayload)).toEqual({ width, height });
    }
  });

  it('reports the daily schedule: running, next at 2:00 AM in TZ', async () => {
    const status = await waitUntilIdle();
    expect(status).toMatchObject({ isRunning: true, isGenerating: false, mode: 'card' });
    const next = new Date(String(status.nextRun));
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(next);
    expect(local).toBe('2:00 AM');
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
  });
});

describe('one run at a time', () => {
  it('turns a second run away while the first holds the lock, in this process', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = runExclusively(test.database, PREVIEW_LOCK_KEY, () => held.then(() => 'first'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runExclusively(test.database, PREVIEW_LOCK_KEY, async () => 'second')).toEqual({
      ran: false,
    });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await runExclusively(test.database, PREVIEW_LOCK_KEY, async () => 'third')).toEqual({
      ran: true,
      value: 'third',
    });
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'turns a second instance away through pg_try_advisory_xact_lock (PostgreSQL pass only: PGlite serves one process)',
    async () => {
      const scratch = await createScratchPostgresUrl();
      const one = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      const two = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      try {
        await applyMigrations(one);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started: () => void = () => undefined;
        const isHolding = new Promise<void>((resolve) => {
          started = resolve;
        });
        const first = runExclusively(one, PREVIEW_LOCK_KEY, async () => {
          started();
          await held;
          return 'first';
        });
        await isHolding;
        expect(await runExclusively(two, PREVIEW_LOCK_KEY, async () => 'second')).toEqual({ ran: false });
        release();
        expect(await first).toEqual({ ran: true, value: 'first' });
        expect(await runExclusively(two, PREVIEW_LOCK_KEY, async () => 'again')).toEqual({
          ran: true,
          value: 'again',
        });
      } finally {
        await one.close();
        await two.close();
        await scratch.drop();
      }
    },
  );
});

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe.runIf(existsSync(chromiumPath))(
  'social previews with Chromium (needs Chromium at CHROMIUM_PATH)',
  () => {
    it('screenshots the running site at the platform size, with the overlay', async () => {
      const clientDir = fileURLToPath(new URL('../fixtures/client', import.meta.url));
      const site = await createTestApp({
        identify: 'sessions',
        clientDir,
        env: { CHROMIUM_PATH: chromiumPath },
      });
      try {
        await site.app.listen({ port: 0, host: '127.0.0.1' });
        const session = await signInAsOwner(site);
        const reply = await site.app.inject({
          method: 'POST',
          url: '/api/screenshots/platform/linkedin',
          headers: session.headers,
          payload: { route: '/' },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['x-preview-source']).toBe('chromium');
        expect(readPngSize(reply.rawPayload)).toEqual({ width: 1200, height: 627 });
      } finally {
        await site.close();
      }
    }, 60_000);
  },
);
