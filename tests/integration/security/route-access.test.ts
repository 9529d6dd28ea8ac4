import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../src/server/app';
import { spellingsOf } from '../../helpers/path-spellings';
import { sendRaw } from '../../helpers/raw-http';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../../helpers/test-app';

const clientDir = fileURLToPath(new URL('../../fixtures/client', import.meta.url));

/**
 * Every route anyone may call, API or not. Declaring a route public means adding it here on
 * purpose; every other route must refuse everyone but the owner, however its path is spelled.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/login',
  'POST /api/login',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/auth/user',
  'POST /api/contacts',
  'POST /api/chat',
  // The visitor beacon: counts only, rate-limited, size-limited and validated (0122).
  'POST /api/analytics/events',
  // The owner's calendar subscription: public, but only its secret link opens it.
  'GET /api/job/calendar.ics',
  'GET /healthz',
  'GET /favicon.ico',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /downloads/resume.docx',
  'GET /preview/:file',
  'GET /files/:id',
  'GET /',
  'GET /blog',
  'GET /tools',
  'GET /tools/admin',
  'GET /tools/job',
  'GET /tools/job/save',
  'GET /tools/resume',
  'GET /tools/messages',
  'GET /tools/insights',
]);

/** The files of the client build, one route each (page templates are served by the page routes). */
const STATIC_FILES = new Set(['GET /assets/app-abc123.js', 'GET /images/preview-default.png']);

/** A public route that answers a stranger with a refusal: "who am I" when nobody is signed in. */
const ANSWERS_STRANGERS_401 = '/api/auth/user';
/** A public route that answers 404 without its secret: the calendar feed. */
const ANSWERS_WITHOUT_SECRET_404 = '/api/job/calendar.ics';

let test: TestApp;
let owner: OwnerSession;
let port: number;
/** Requests that got past the guard into a handler's stage, by request target. */
const reachedHandler: string[] = [];

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', clientDir });
  test.app.addHook('preHandler', async (request) => {
    // The not-found handler has no route behind it; it answers every unmatched spelling with 404.
    if (request.is404) return;
    reachedHandler.push(`${request.method} ${request.url} as ${request.principal ? 'owner' : 'nobody'}`);
  });
  owner = await signInAsOwner(test);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(() => test.close());

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
}

/** The private routes include the HEAD twin of each GET, which Fastify adds with the same config. */
function routesOf(isPublic: boolean): RegisteredRoute[] {
  return test.app.registeredRoutes.filter(
    (route) =>
      route.isPublic === isPublic &&
      (route.method !== 'HEAD' || !isPublic) &&
      !STATIC_FILES.has(`${route.method} ${route.url}`),
  );
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function probe(route: RegisteredRoute, target: string, headers: Record<string, string>) {
  const hasBody = WRITES.has(route.method) && route.method !== 'DELETE';
  return sendRaw(port, {
    method: route.method,
    target,
    headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
    body: hasBody ? '{}' : undefined,
  });
}

describe('who may call each route', () => {
  it('has exactly the intended public routes, pages and build files included', () => {
    const publicRoutes = test.app.registeredRoutes
      .filter((route) => route.isPublic && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const expected = new Set([...PUBLIC_ROUTES, ...STATIC_FILES]);
    expect(new Set(publicRoutes)).toEqual(expected);
  });

  it('refuses every private route to anyone but the owner under every spelling of its path', async () => {
    const privateRoutes = routesOf(false);
    expect(privateRoutes.length).toBeGreaterThan(45);
    // The cookies come with our own Origin, so writes pass the cross-site check and meet the guard.
    const origin = test.config.publicUrl;
    const credentials: Record<string, Record<string, string>> = {
      anonymous: {},
      'forged cookie': { cookie: 'sid=s%3Aforged-session.c2lnbmF0dXJl', origin },
      'tampered cookie': {
        cookie: owner.cookie.replace(/.(?=[^.]*$)/, (char) => (char === 'A' ? 'B' : 'A')),
        origin,
      },
      'wrong bearer': { authorization: 'Bearer not-a-real-admin-token' },
    };
    const tally = new Map<string, { tries: number; refused: number }>();
    const leaks: string[] = [];
    const before = reachedHandler.length;
    for (const route of privateRoutes) {
      for (const spelling of spellingsOf(concrete(route.url))) {
        for (const [who, headers] of Object.entries(credentials)) {
          const reply = await probe(route, spelling.target, headers);
          const refused = [400, 401, 404].includes(reply.status);
          const row = tally.get(spelling.name) ?? { tries: 0, refused: 0 };
          row.tries += 1;
          if (refused) row.refused += 1;
          tally.set(spelling.name, row);
          if (!refused) leaks.push(`${route.method} ${spelling.target} (${who}) → ${reply.status}`);
          if (spelling.name === 'plain' && reply.status !== 401) {
            leaks.push(`${route.method} ${spelling.target} (${who}) → ${reply.status}, not 401`);
          }
        }
      }
    }
    console.log(
      `route access probes (${privateRoutes.length} private routes × ${Object.keys(credentials).length} credentials):\n${[
        ...tally,
      ]
        .map(([name, row]) => `  ${name}: ${row.refused}/${row.tries} refused`)
        .join('\n')}`,
    );
    expect(leaks).toEqual([]);
    expect(reachedHandler.slice(before)).toEqual([]);
  });

  it('lets the owner reach the same routes, also through an escaped spelling the router decodes', async () => {
    const before = reachedHandler.length;
    const dashboard = await sendRaw(port, {
      method: 'GET',
      target: '/%61pi/tools/dashboard',
      headers: { cookie: owner.cookie },
    });
    expect(dashboard.status).toBe(200);
    const plain = await sendRaw(port, {
      method: 'GET',
      target: '/api/tools/logs',
      headers: { cookie: owner.cookie },
    });
    expect(plain.status).toBe(200);
    expect(reachedHandler.slice(before)).toEqual([
      'GET /%61pi/tools/dashboard as owner',
      'GET /api/tools/logs as owner',
    ]);
  });

  it('serves public routes to everyone', async () => {
    for (const route of routesOf(true)) {
      if (route.method !== 'GET' || route.url.includes(':')) continue;
      const reply = await sendRaw(port, { method: 'GET', target: concrete(route.url) });
      if (route.url === ANSWERS_STRANGERS_401) expect(reply.status).toBe(401);
      else if (route.url === ANSWERS_WITHOUT_SECRET_404) expect(reply.status).toBe(404);
      else expect(reply.status, `${route.method} ${route.url}`).toBeLessThan(400);
    }
  });
});
