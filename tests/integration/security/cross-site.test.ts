import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spellingsOf } from '../../helpers/path-spellings';
import { sendRaw } from '../../helpers/raw-http';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../../helpers/test-app';

const PUBLIC_URL = 'https://portfolio.example';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let test: TestApp;
let owner: OwnerSession;
let port: number;
const reachedHandler: string[] = [];

beforeAll(async () => {
  test = await createTestApp({
    identify: 'sessions',
    env: { PUBLIC_URL, ALLOWED_ORIGINS: 'https://www.portfolio.example' },
  });
  test.app.addHook('preHandler', async (request) => {
    if (!request.is404) reachedHandler.push(`${request.method} ${request.url}`);
  });
  owner = await signInAsOwner(test);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(() => test.close());

/** What a forged page, a rebinding DNS name or a confused proxy might send with the owner's cookie. */
const HOSTILE_HEADERS: Record<string, Record<string, string>> = {
  'foreign Origin': { origin: 'https://evil.example' },
  'Origin matching a forged Host': { origin: 'http://evil.example', host: 'evil.example' },
  'Origin matching forged X-Forwarded-Host': {
    origin: 'https://evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  },
  'Origin null': { origin: 'null' },
  'our host on another scheme': { origin: 'http://portfolio.example' },
  'our host on another port': { origin: 'https://portfolio.example:8443' },
  'a sibling subdomain': { origin: 'https://evil.portfolio.example' },
  'no Origin, cross-site fetch': { 'sec-fetch-site': 'cross-site' },
  'no Origin, same-site fetch': { 'sec-fetch-site': 'same-site' },
  'no Origin at all': {},
};

describe('cross-site writes with the owner cookie', () => {
  it('refuses every state-changing route, under odd spellings too, before any handler runs', async () => {
    const writes = test.app.registeredRoutes.filter(
      (route) => WRITES.has(route.method) && route.url !== '/api/logout',
    );
    expect(writes.length).toBeGreaterThan(20);
    const before = reachedHandler.length;
    const failures: string[] = [];
    let tries = 0;
    for (const route of writes) {
      const path = route.url.replace(/:(\w+)/g, '1');
      const targets = spellingsOf(path).filter((spelling) => /plain|escape letter 1/.test(spelling.name));
      for (const { target } of targets) {
        for (const [name, headers] of Object.entries(HOSTILE_HEADERS)) {
          tries += 1;
          const reply = await sendRaw(port, {
            method: route.method,
            target,
            headers: { cookie: owner.cookie, 'content-type': 'application/json', ...headers },
            body: route.method === 'DELETE' ? undefined : '{}',
          });
          if (reply.status !== 403) failures.push(`${route.method} ${target} with ${name} → ${reply.status}`);
        }
      }
    }
    console.log(`cross-site probes: ${tries - failures.length}/${tries} refused with 403`);
    expect(failures).toEqual([]);
    expect(reachedHandler.slice(before)).toEqual([]);
  });

  it('accepts the owner from PUBLIC_URL and from the configured extra origin', async () => {
    for (const origin of [PUBLIC_URL, 'https://www.portfolio.example']) {
      const reply = await sendRaw(port, {
        method: 'POST',
        target: '/api/auth/admin-token',
        headers: { cookie: owner.cookie, origin, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(reply.status, origin).toBe(201);
    }
  });
});
