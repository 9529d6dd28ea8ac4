import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '../helpers/error-reply';
import { type JobPageServer, startJobPageServer } from '../helpers/job-page-server';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

/**
 * The import's refusals: with ALLOW_LOOPBACK_FETCH on (only loopback is admitted, so a loopback
 * page can redirect elsewhere) and with it off, as in production.
 */

let pages: JobPageServer;
let loopbackApp: TestApp;
let loopbackOwner: OwnerSession;
let guardedApp: TestApp;
let guardedOwner: OwnerSession;

beforeAll(async () => {
  pages = await startJobPageServer();
  [loopbackApp, guardedApp] = await Promise.all([
    createTestApp({ identify: 'sessions', env: { ALLOW_LOOPBACK_FETCH: 'true' } }),
    createTestApp({ identify: 'sessions' }),
  ]);
  loopbackOwner = await signInAsOwner(loopbackApp);
  guardedOwner = await signInAsOwner(guardedApp);
});
afterAll(async () => {
  await Promise.all([loopbackApp?.close(), guardedApp?.close()]);
  await pages?.close();
});

function parse(test: TestApp, owner: OwnerSession, url: unknown) {
  return test.app.inject({
    method: 'POST',
    url: '/api/job/parse-url',
    headers: owner.headers,
    payload: { url },
  });
}
const parseFixture = (pathAndQuery: string) =>
  parse(loopbackApp, loopbackOwner, `${pages.origin}${pathAndQuery}`);

describe('refusals (server-side request forgery guard)', () => {
  it.each([
    ['http://10.0.0.1/jobs/1', /10\.0\.0\.1, a private network address/],
    [
      'http://169.254.169.254/latest/meta-data/',
      /169\.254\.169\.254, a link-local or cloud metadata address/,
    ],
    ['http://[fd00:ec2::254]/latest/meta-data/', /unique-local or cloud metadata/],
    ['http://100.100.100.200/latest/meta-data/', /carrier-grade NAT/],
    ['http://192.168.1.1/', /private network/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://224.0.0.1/', /multicast/],
  ])('refuses %s even with loopback allowed', async (url, reason) => {
    const reply = await parse(loopbackApp, loopbackOwner, url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(reason);
  });

  it.each([
    ['a private address', 'http://10.0.0.1/admin', /10\.0\.0\.1, a private network address/],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/iam/', /cloud metadata/],
    ['a file', 'file:///etc/passwd', /redirected to file: links/],
    ['an FTP server', 'ftp://example.com/job.html', /redirected to ftp: links/],
  ])('refuses a redirect to %s', async (_label, target, reason) => {
    const reply = await parseFixture(`/redirect?to=${encodeURIComponent(target)}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(reason);
  });

  it.each([
    ['127.0.0.1 (the fixture server)', () => `${pages.origin}/json-ld`, /127\.0\.0\.1, a loopback address/],
    [
      'localhost',
      () => `http://localhost:${pages.port}/json-ld`,
      /localhost \((127\.0\.0\.1|::1)\), a loopback address/,
    ],
    ['127.0.0.1 written as a number', () => `http://2130706433:${pages.port}/json-ld`, /loopback/],
    ['[::1]', () => `http://[::1]:${pages.port}/json-ld`, /::1, a loopback address/],
    [
      '[::ffff:127.0.0.1]',
      () => `http://[::ffff:127.0.0.1]:${pages.port}/`,
      /loopback address \(127\.0\.0\.1 inside/,
    ],
    ['10.0.0.1', () => 'http://10.0.0.1/', /private network/],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', /cloud metadata/],
  ])('refuses %s with the flag off, without connecting', async (_label, url, reason) => {
    const before = pages.requests.length;
    const reply = await parse(guardedApp, guardedOwner, url());
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(reason);
    expect(pages.requests.length).toBe(before);
  });

  it.each([
    ['file:///etc/passwd', 'The job URL uses file: links; only http:// and https:// are supported.'],
    ['ftp://example.com/job.html', 'The job URL uses ftp: links; only http:// and https:// are supported.'],
    ['javascript:alert(1)', 'The job URL uses javascript: links; only http:// and https:// are supported.'],
    ['not a url', 'The job URL is not a valid web address.'],
    ['http://owner:secret@example.com/', 'Links with a user name or password in them are not supported.'],
  ])('refuses %s', async (url, message) => {
    const reply = await parse(guardedApp, guardedOwner, url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(errorReply('bad-request', message));
  });

  it('validates the body', async () => {
    for (const payload of [{}, { url: '' }, { url: 42 }, { url: `http://x.com/${'a'.repeat(2100)}` }]) {
      const reply = await guardedApp.app.inject({
        method: 'POST',
        url: '/api/job/parse-url',
        headers: guardedOwner.headers,
        payload,
      });
      expect(reply.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(reply.json().fieldErrors).toHaveProperty('url');
    }
  });
});
