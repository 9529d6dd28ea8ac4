import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every route that anyone may call. Adding a public route means adding it here on purpose;
 * every other /api route must refuse anonymous callers and signed-in strangers.
 */
const PUBLIC_API_ROUTES = new Set(['POST /api/contacts']);

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
  await test.app.ready();
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

  it('guards every other API route', async () => {
    const privateRoutes = test.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !route.isPublic && route.method !== 'HEAD',
    );
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = concrete(route.url);
      const anonymous = await test.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymously`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Authentication required' });
      const stranger = await test.app.inject({ method, url, headers: { 'x-test-as': 'stranger' } });
      expect(stranger.statusCode, `${route.method} ${route.url} as a non-owner`).toBe(403);
      const owner = await test.app.inject({ method, url, headers: { 'x-test-as': 'owner' } });
      expect([401, 403], `${route.method} ${route.url} as the owner`).not.toContain(owner.statusCode);
    }
  });
});
