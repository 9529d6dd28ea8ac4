import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const fixtureDir = fileURLToPath(new URL('../fixtures/client', import.meta.url));
/** A script of a realistic size, so compressing it is worth something. */
const assetBytes = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2; // a line of the bundle`).join(
    '\n',
  ),
);

let clientDir: string;
let test: TestApp;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'portfolio-static-'));
  cpSync(fixtureDir, clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), assetBytes);
  test = await createTestApp({ clientDir, env: { PUBLIC_URL: 'https://alex.example' } });
});
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

describe('pages and files served from memory', () => {
  it('sends the best encoding the browser accepts, each decoding to the same bytes', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(assetBytes);
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(assetBytes);
    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload).toEqual(assetBytes);
    for (const reply of [br, gzip, refused]) {
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.headers['content-length']).toBe(String(reply.rawPayload.length));
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
  });

  it('gives every encoding the same ETag and answers a revalidation with 304 and no body', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);
    const again = await get('/', { 'if-none-match': `W/${etag}`, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good and revalidates everything else', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/images/preview-default.png')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/blog')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers with every file and page', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/images/preview-default.png', '/no-such-page']) {
      const reply = await get(url);
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
      expect(reply.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await test.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('does not compress an image, where it would gain nothing', async () => {
    const png = await get('/images/preview-default.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });
});
