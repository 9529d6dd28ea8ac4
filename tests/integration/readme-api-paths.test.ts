import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * One API path as the README writes it: `GET /api/auth/admin-tokens`, `{id}` for a parameter,
 * and a prefix for the routes below it (`/api/admin/*`, "accepted only under `/api/admin/`").
 */
type NamedPath = { method: Method | null; path: string };

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

function pathsNamedIn(text: string): NamedPath[] {
  const pattern =
    /(?:\b(GET|POST|PUT|PATCH|DELETE) +)?(?:https?:\/\/[\w.:-]+|PUBLIC_URL)?(\/api(?:\/[\w{}*.-]+)*\/?)/g;
  const seen = new Map<string, NamedPath>();
  for (const [, method, raw = ''] of text.matchAll(pattern)) {
    // "every `/api` route" and "under `/api/admin/`" name the routes below: read them as `/*`.
    const path = raw === '/api' ? '/api/*' : raw.replace(/\.$/, '').replace(/\/$/, '/*');
    const named = { method: (method as Method | undefined) ?? null, path };
    seen.set(`${named.method ?? '*'} ${path}`, named);
  }
  return [...seen.values()];
}

/** `{id}` in the README is `:id` in the router; a trailing `*` is any route below. */
function matchesRoute(named: string, route: string): boolean {
  if (named.endsWith('/*')) return route.startsWith(named.slice(0, -1));
  const given = named.split('/');
  const registered = route.split('/');
  return (
    given.length === registered.length &&
    given.every((segment, index) => {
      const other = registered[index] ?? '';
      return segment === other || (/^\{\w+\}$/.test(segment) && other.startsWith(':'));
    })
  );
}

let local: TestApp;
let oidc: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  local = await createTestApp({ identify: 'sessions' });
  // Only the routes matter here: the issuer is never asked (discovery waits for the first sign-in).
  oidc = await createTestApp({
    identify: 'sessions',
    env: {
      OIDC_ISSUER_URL: 'http://127.0.0.1:9/unused-issuer',
      OIDC_CLIENT_ID: 'portfolio',
      OIDC_CLIENT_SECRET: 'secret',
      OWNER_EMAILS: 'owner@example.com',
    },
  });
  await Promise.all([local.app.ready(), oidc.app.ready()]);
  owner = await signInAsOwner(local);
});
afterAll(async () => {
  await local?.close();
  await oidc?.close();
});

/** The registered routes the README's path stands for, in either sign-in mode. */
function routesFor(named: NamedPath, test: TestApp) {
  return test.app.registeredRoutes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      (named.method === null || route.method === named.method) &&
      matchesRoute(named.path, route.url),
  );
}

/** A concrete URL for the route: a real admin token's id where one is wanted, else a placeholder. */
async function concreteUrl(url: string): Promise<string> {
  if (!url.includes(':id')) return url.replace(/\*$/, 'session');
  const issued = await local.app.inject({
    method: 'POST',
    url: '/api/auth/admin-token',
    headers: owner.headers,
  });
  return url.replace(':id', issued.json().id);
}

describe('the API paths the README names', () => {
  const named = pathsNamedIn(README);

  it('are found in the README (the reader of it still works)', () => {
    const paths = named.map((entry) => `${entry.method ?? '*'} ${entry.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['GET /api/auth/admin-tokens', 'POST /api/auth/password', '* /api/admin/*']),
    );
    expect(named.length).toBeGreaterThanOrEqual(6);
  });

  it.each(named.map((entry) => [`${entry.method ?? ''} ${entry.path}`.trim(), entry] as const))(
    '%s exists and answers the signed-in owner',
    async (_title, entry) => {
      const inLocal = routesFor(entry, local);
      const inOidc = routesFor(entry, oidc);
      expect(
        inLocal.length + inOidc.length,
        `${entry.path} is not a route in either sign-in mode`,
      ).toBeGreaterThan(0);
      const test = inLocal.length > 0 ? local : oidc;
      const [route] = inLocal.length > 0 ? inLocal : inOidc;
      if (!route) return;
      const headers = test === local ? owner.headers : { origin: test.config.publicUrl };
      const reply = await test.app.inject({
        method: route.method as Method,
        url: await concreteUrl(route.url),
        headers,
      });
      // Whatever the route says (a page, a redirect, a refusal of an empty body), it is not "no such route".
      expect(reply.statusCode, `${route.method} ${route.url}`).not.toBe(404);
      expect(reply.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    },
  );
});
