import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/password-hashing';
import { errorReply } from '../helpers/error-reply';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

/**
 * Every route that anyone may call. Adding a public route means adding it here on purpose;
 * every other /api route must refuse anonymous callers and signed-in strangers.
 */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/login',
  'POST /api/login',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/auth/user',
  'POST /api/contacts',
  'POST /api/chat',
  // The page's visitor beacon (docs/decisions/0122): rate-limited, size-limited, validated, same origin.
  'POST /api/analytics/events',
  // Answers only to the secret in its link (0112).
  'GET /api/job/calendar.ics',
]);

let test: TestApp;
let owner: OwnerSession;
let formerAdmin: { cookie: string; origin: string };

/**
 * A real signed-in non-owner: a second local account signs in with its password through
 * the form, then is deactivated. Its session still exists, but it is no longer an owner.
 */
async function signInAsDeactivatedAdmin(): Promise<{ cookie: string; origin: string }> {
  const password = 'former-admin-password';
  const [row] = await test.database.db
    .insert(adminUsers)
    .values({ username: 'former', email: 'former@example.org', passwordHash: await hashPassword(password) })
    .returning();
  const origin = test.config.publicUrl;
  const signIn = await test.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'former', password }).toString(),
  });
  expect(signIn.statusCode).toBe(303);
  const cookie = signIn.cookies.find((entry) => entry.name === 'sid');
  if (!row || !cookie) throw new Error('the second account could not sign in');
  await test.database.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, row.id));
  return { cookie: `sid=${encodeURIComponent(cookie.value)}`, origin };
}

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  await test.app.ready();
  owner = await signInAsOwner(test);
  formerAdmin = await signInAsDeactivatedAdmin();
});
afterAll(() => test.close());

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
}

describe('default deny on /api', () => {
  it('has exactly the intended public API routes', () => {
    const publicApi = test.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.isPublic && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(publicApi)).toEqual(PUBLIC_API_ROUTES);
  });

  it('refuses anonymous callers (401) and signed-in non-owners (403) on every other API route', async () => {
    const privateRoutes = test.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !route.isPublic && route.method !== 'HEAD',
    );
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = concrete(route.url);
      const anonymous = await test.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymously`).toBe(401);
      // toMatchObject: the resume upload's replies also repeat the message as `error` (spec §8).
      expect(anonymous.json()).toMatchObject(errorReply('unauthenticated', 'Authentication required'));
      const stranger = await test.app.inject({ method, url, headers: formerAdmin });
      expect(stranger.statusCode, `${route.method} ${route.url} as a non-owner`).toBe(403);
      expect(stranger.json()).toMatchObject(errorReply('forbidden', 'Only the site owner may use this'));
      const asOwner = await test.app.inject({ method, url, headers: owner.headers });
      expect([401, 403], `${route.method} ${route.url} as the owner`).not.toContain(asOwner.statusCode);
    }
  });

  it('does not treat the deactivated account as signed in on the public user route', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: formerAdmin });
    expect(reply.statusCode).toBe(401);
  });
});
