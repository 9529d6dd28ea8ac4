import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '../helpers/error-reply';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://portfolio.example';

/** The real page template's inline theme script, byte for byte. */
const template = readFileSync(path.join(import.meta.dirname, '../../src/client/index.html'), 'utf8');
const themeScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';
const jsonLd = '{"@context":"https://schema.org","@type":"Person","url":"__PUBLIC_URL__/"}';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function writePage(dir: string, file: string, extraHead = '') {
  const html = `<!doctype html><html lang="en"><head><title>${file}</title>${extraHead}<script>${themeScript}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
  writeFileSync(path.join(dir, file), html);
}

let clientDir: string;
let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  expect(themeScript).toContain('localStorage');
  clientDir = mkdtempSync(path.join(tmpdir(), 'portfolio-csp-'));
  cpSync(path.join(import.meta.dirname, '../fixtures/client'), clientDir, { recursive: true });
  writePage(clientDir, 'index.html', `<script type="application/ld+json">${jsonLd}</script>`);
  writePage(clientDir, 'blog.html');
  writePage(clientDir, 'shell.html');
  test = await createTestApp({ clientDir, identify: 'sessions', env: { PUBLIC_URL } });
  owner = await signInAsOwner(test);
});
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function directivesOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy', () => {
  it('allows exactly our origin and the hashed inline scripts of the pages', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    const csp = directivesOf(reply.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        sha256(themeScript),
        sha256(jsonLd.replace('__PUBLIC_URL__', PUBLIC_URL)),
      ]),
    );
    expect(csp.get('script-src')).toHaveLength(3);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('gives the sign-in page no script at all and only its own stylesheet, by hash', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/login' });
    const csp = directivesOf(reply.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(reply.body)?.[1] ?? '';
    expect(csp.get('script-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual([sha256(style)]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('comes with the other hardening headers, and HSTS because PUBLIC_URL is https', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/blog' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-powered-by']).toBeUndefined();
    // Even over the plain HTTP between a TLS-terminating proxy and us (docs/decisions/0092).
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
    const api = await test.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(api.headers['content-security-policy']).toBeDefined();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps pages apart from their openers, except the Save posting popup a job page opens', async () => {
    for (const url of ['/', '/tools/job', '/api/auth/user']) {
      const reply = await test.app.inject({ method: 'GET', url });
      expect(reply.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    const popup = await test.app.inject({ method: 'GET', url: '/tools/job/save' });
    expect(popup.statusCode).toBe(200);
    expect(popup.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // Everything else still holds there: it runs only our scripts and is never framed.
    expect(popup.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(popup.headers['x-frame-options']).toBe('DENY');
  });
});

describe('same-origin check on cookie-authenticated writes', () => {
  const issue = (headers: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/admin-token',
      headers: { cookie: owner.cookie, ...headers },
    });

  it('refuses a foreign Origin with 403 { message }', async () => {
    const reply = await issue({ origin: 'https://evil.example' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(errorReply('forbidden', 'Cross-site request refused'));
  });

  it('refuses a request with neither Origin nor a same-origin Sec-Fetch-Site', async () => {
    expect((await issue({})).statusCode).toBe(403);
    expect((await issue({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await issue({ origin: 'null' })).statusCode).toBe(403);
  });

  it('allows our public origin, and Sec-Fetch-Site same-origin or none', async () => {
    expect((await issue({ origin: PUBLIC_URL })).statusCode).toBe(201);
    expect((await issue({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await issue({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
  });

  it('never takes the origin from the Host header the caller sends', async () => {
    const spoofed = { origin: 'http://evil.example', host: 'evil.example' };
    expect((await issue(spoofed)).statusCode).toBe(403);
    expect((await issue({ ...spoofed, 'x-forwarded-host': 'evil.example' })).statusCode).toBe(403);
    expect((await issue({ origin: 'http://localhost:5000', host: 'localhost:5000' })).statusCode).toBe(403);
  });

  it('also guards the sign-in form, which has no cookie yet', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=owner&password=whatever-it-is',
    });
    expect(reply.statusCode).toBe(403);
  });

  it('leaves public JSON endpoints without a cookie alone', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { origin: 'https://elsewhere.example' },
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        opportunityType: 'consulting',
        message: 'Hello there, a question about a project.',
      },
    });
    expect(reply.statusCode).toBe(201);
  });
});
