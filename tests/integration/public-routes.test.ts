import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewImages } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clientDir = fileURLToPath(new URL('../fixtures/client', import.meta.url));
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ clientDir, env: { PUBLIC_URL: 'https://portfolio.example.org/' } });
});
afterAll(() => test.close());

describe('prerendered pages', () => {
  it('fills in the public URL', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/' });
    expect(reply.body).toContain('fixture home https://portfolio.example.org</title>');
  });

  it('serves /blog its own page and the tools the client shell', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/blog' })).body).toContain('fixture blog');
    expect((await test.app.inject({ method: 'GET', url: '/tools/job' })).body).toContain('fixture shell');
  });

  it('does not expose the page templates as static files', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/index.html' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('__PUBLIC_URL__');
  });
});

describe('crawlers', () => {
  it('serves robots.txt pointing at the sitemap and keeping out of the tools', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Disallow: /tools');
    expect(reply.body).toContain('Sitemap: https://portfolio.example.org/sitemap.xml');
  });

  it('sends /favicon.ico to the SVG icon', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/favicon.svg');
  });

  it('lists the public pages in sitemap.xml', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(reply.headers['content-type']).toContain('application/xml');
    expect(reply.body).toContain('<loc>https://portfolio.example.org/</loc>');
    expect(reply.body).toContain('<loc>https://portfolio.example.org/blog</loc>');
  });
});

describe('GET /preview/{platform}.png', () => {
  it('serves the built-in default until an image is generated, with an ETag', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/preview/linkedin.png' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    const etag = String(reply.headers.etag);
    const again = await test.app.inject({
      method: 'GET',
      url: '/preview/linkedin.png',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the stored image of a platform once there is one', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    await test.database.db
      .insert(previewImages)
      .values({ platform: 'slack', png, width: 1200, height: 630, etag: '"slack-1"', source: 'card' });
    const reply = await test.app.inject({ method: 'GET', url: '/preview/slack.png?t=123' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.etag).toBe('"slack-1"');
    expect(reply.rawPayload.equals(png)).toBe(true);
  });

  it.each(['/preview/myspace.png', '/preview/facebook.jpg', '/preview/..%2Fetc.png'])(
    'answers %s with 404',
    async (url) => {
      const reply = await test.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
    },
  );
});
