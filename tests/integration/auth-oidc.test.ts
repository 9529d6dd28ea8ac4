import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, sessions, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/services/auth/session-store';
import {
  followProviderRedirects,
  type OidcPeer,
  type PeerAccount,
  startOidcPeer,
} from '../helpers/oidc-peer';
import { sessionCookieOf, setCookieHeaders } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'http://localhost:5000';
const REDIRECT_URI = `${PUBLIC_URL}/api/callback`;

const owner: PeerAccount = {
  sub: 'owner-subject',
  email: 'Owner@Example.com',
  email_verified: true,
  given_name: 'Alex',
  family_name: 'Morgan',
  picture: 'https://images.example/alex.png',
};
const stranger: PeerAccount = { sub: 'stranger-subject', email: 'someone@example.org', email_verified: true };
const unverifiedOwner: PeerAccount = { sub: 'impostor', email: 'owner@example.com', email_verified: false };

let peer: OidcPeer;
let test: TestApp;

beforeAll(async () => {
  peer = await startOidcPeer(REDIRECT_URI);
  test = await createTestApp({
    identify: 'sessions',
    env: {
      PUBLIC_URL,
      OIDC_ISSUER_URL: peer.issuer,
      OIDC_CLIENT_ID: peer.clientId,
      OIDC_CLIENT_SECRET: peer.clientSecret,
      OWNER_EMAILS: 'owner@example.com',
    },
  });
});
afterAll(async () => {
  await test?.close();
  await peer?.close();
});

/** /api/login → the provider (login and consent) → /api/callback, as a browser would go. */
async function signInThroughProvider(
  account: PeerAccount,
  returnTo = '/tools/job',
  sessionCookie?: string,
): Promise<{ start: LightMyRequestResponse; callback: LightMyRequestResponse }> {
  peer.signInNextAs(account);
  const start = await test.app.inject({
    method: 'GET',
    url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(start.statusCode).toBe(303);
  const transaction = start.cookies.find((cookie) => cookie.name === 'oidc_tx');
  expect(transaction).toBeDefined();
  const back = await followProviderRedirects(String(start.headers.location), REDIRECT_URI);
  const callback = await test.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: {
      cookie: [`oidc_tx=${encodeURIComponent(transaction?.value ?? '')}`, sessionCookie]
        .filter(Boolean)
        .join('; '),
    },
  });
  return { start, callback };
}

describe('sign-in through OpenID Connect', () => {
  it('starts an authorization-code flow with PKCE (S256), state and nonce, remembered in a scoped cookie', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/api/login' });
    expect(start.statusCode).toBe(303);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(peer.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(peer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const [cookie] = setCookieHeaders(start).filter((value) => value.startsWith('oidc_tx='));
    expect(cookie).toMatch(/Path=\/api\/callback/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toContain('Max-Age=600');
    // The verifier stays with us: the provider only ever sees its challenge.
    expect(url.href).not.toContain('code_verifier');
  });

  it('admits a verified owner address: session cookie, user row, return path and an activity row', async () => {
    const { callback } = await signInThroughProvider(owner, '/tools/job');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/tools/job');
    const cookie = sessionCookieOf(callback);
    expect(cookie).not.toBeNull();

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookie ?? '' },
    });
    expect(me.statusCode).toBe(200);
    const userId = `${new URL(peer.issuer).host}|owner-subject`;
    expect(me.json()).toEqual({
      id: userId,
      email: 'owner@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
      profileImageUrl: 'https://images.example/alex.png',
    });
    const admin = await test.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: cookie ?? '' },
    });
    expect(admin.json()).toEqual({ userId, email: 'owner@example.com', isOwner: true, via: 'session' });
    const [login] = await test.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'login'));
    expect(login).toMatchObject({ userId: null, details: { method: 'oidc', email: 'owner@example.com' } });
  });

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example'])(
    'brings the owner back to /tools, not another host, when the return path was %s',
    async (returnTo) => {
      const { callback } = await signInThroughProvider(owner, returnTo);
      expect(callback.statusCode).toBe(303);
      expect(callback.headers.location).toBe('/tools');
    },
  );

  it('refuses anyone else with a 403 page, no session and no user row', async () => {
    const sessionsBefore = await test.database.db.select().from(sessions);
    const { callback } = await signInThroughProvider(stranger);
    expect(callback.statusCode).toBe(403);
    expect(callback.headers['content-type']).toContain('text/html');
    expect(callback.body).toContain('Not authorised');
    expect(callback.body).toContain('someone@example.org is not authorised');
    expect(sessionCookieOf(callback)).toBeNull();
    expect(await test.database.db.select().from(sessions)).toHaveLength(sessionsBefore.length);
    const strangers = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'someone@example.org'));
    expect(strangers).toHaveLength(0);
    const refused = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'login_refused'));
    expect(refused.at(-1)?.details).toMatchObject({
      email: 'someone@example.org',
      reason: 'not an owner address',
    });
  });

  it('refuses the owner address when the provider has not verified it, saying so', async () => {
    const { callback } = await signInThroughProvider(unverifiedOwner);
    expect(callback.statusCode).toBe(403);
    expect(sessionCookieOf(callback)).toBeNull();
    expect(callback.body).toContain('Email not verified');
    expect(callback.body).toContain('has not verified owner@example.com');
    expect(callback.body).not.toContain('Not authorised');
  });

  it('lets a refused person choose another account: the next sign-in asks the provider to', async () => {
    const promptOf = (reply: LightMyRequestResponse) =>
      new URL(String(reply.headers.location)).searchParams.get('prompt');
    const plain = await test.app.inject({ method: 'GET', url: '/api/login' });
    expect(promptOf(plain)).toBeNull();

    const { callback } = await signInThroughProvider(stranger, '/tools/job');
    expect(callback.body).toContain('Use another account');
    expect(callback.body).toContain('href="/api/login?account=switch&amp;returnTo=%2Ftools%2Fjob"');
    const remembered = callback.cookies.find((cookie) => cookie.name === 'oidc_switch');
    expect(remembered).toMatchObject({ value: '1', path: '/api/login', httpOnly: true });

    // A plain sign-in after the refusal (the tools' redirect, say) asks too, once.
    const again = await test.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=%2Ftools',
      headers: { cookie: 'oidc_switch=1' },
    });
    expect(promptOf(again)).toMatch(/^(select_account|login)$/);
    expect(setCookieHeaders(again).some((value) => /^oidc_switch=;/.test(value))).toBe(true);

    // "Use another account": the provider asks who signs in, and the owner gets in.
    peer.signInNextAs(owner);
    const switched = await test.app.inject({
      method: 'GET',
      url: '/api/login?account=switch&returnTo=%2Ftools%2Fjob',
    });
    expect(promptOf(switched)).toMatch(/^(select_account|login)$/);
    const back = await followProviderRedirects(String(switched.headers.location), REDIRECT_URI);
    const request = peer.authorizationRequests.at(-1);
    expect(request?.searchParams.get('prompt')).toBe(promptOf(switched));
    const transaction = switched.cookies.find((cookie) => cookie.name === 'oidc_tx')?.value ?? '';
    const done = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `oidc_tx=${encodeURIComponent(transaction)}` },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/tools/job');
    expect(sessionCookieOf(done)).not.toBeNull();
  });

  it("signs out of the provider too, through its end-session endpoint, back to the site's home", async () => {
    const cookie = sessionCookieOf((await signInThroughProvider(owner)).callback) ?? '';
    const reply = await test.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(reply.statusCode).toBe(303);
    const endSession = new URL(String(reply.headers.location));
    const metadata = await (await fetch(`${peer.issuer}/.well-known/openid-configuration`)).json();
    expect(`${endSession.origin}${endSession.pathname}`).toBe(metadata.end_session_endpoint);
    expect(endSession.searchParams.get('client_id')).toBe(peer.clientId);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    // The provider accepts the request: it asks the person to confirm signing out, no error.
    const atProvider = await fetch(endSession, { redirect: 'manual' });
    expect(atProvider.status).toBe(200);
    expect(await atProvider.text()).toMatch(/logout/i);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses a callback without the transaction cookie, or with another sign-in’s', async () => {
    peer.signInNextAs(owner);
    const first = await test.app.inject({ method: 'GET', url: '/api/login' });
    const other = await test.app.inject({ method: 'GET', url: '/api/login' });
    const back = await followProviderRedirects(String(first.headers.location), REDIRECT_URI);
    const url = `${back.pathname}${back.search}`;

    const bare = await test.app.inject({ method: 'GET', url });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Sign-in expired');

    const otherCookie = other.cookies.find((cookie) => cookie.name === 'oidc_tx')?.value ?? '';
    const mismatched = await test.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `oidc_tx=${encodeURIComponent(otherCookie)}` },
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.body).toContain('could not be verified');
    expect(sessionCookieOf(mismatched)).toBeNull();
  });

  it('sends a signed-in owner straight on, and replaces the session id at every sign-in', async () => {
    const first = sessionCookieOf((await signInThroughProvider(owner)).callback) ?? '';
    const start = await test.app.inject({ method: 'GET', url: '/api/login', headers: { cookie: first } });
    expect(start.headers.location).toBe('/tools');

    const second = sessionCookieOf((await signInThroughProvider(owner, '/tools', first)).callback) ?? '';
    expect(second).not.toBe(first);
    const withFirst = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: first },
    });
    expect(withFirst.statusCode).toBe(401);
    const withSecond = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: second },
    });
    expect(withSecond.statusCode).toBe(200);
  });

  it('signs out: the session row is deleted and the cookie cleared', async () => {
    const cookie = sessionCookieOf((await signInThroughProvider(owner)).callback) ?? '';
    const before = await test.database.db.select().from(sessions);
    const reply = await test.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(reply.statusCode).toBe(303);
    expect(setCookieHeaders(reply).some((value) => /^sid=;/.test(value))).toBe(true);
    expect(await test.database.db.select().from(sessions)).toHaveLength(before.length - 1);
    const me = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('treats a session whose address is no longer an owner as a signed-in non-owner (403)', async () => {
    const { token } = await createSession(test.database.db, {
      userId: 'former-owner',
      method: 'oidc',
      adminUserId: null,
      email: 'former@example.com',
      signedInAt: new Date().toISOString(),
    });
    const cookie = `sid=${encodeURIComponent(test.app.signCookie(token))}`;
    const reply = await test.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(reply.statusCode).toBe(403);
  });

  it('offers no password routes in this mode', () => {
    const routes = test.app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).toContain('GET /api/callback');
    expect(routes).not.toContain('POST /api/login');
    expect(routes).not.toContain('POST /api/auth/password');
  });

  it('shows a clear page when the provider cannot be reached', async () => {
    const offline = await createTestApp({
      identify: 'sessions',
      env: {
        OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
        OIDC_CLIENT_ID: 'portfolio',
        OWNER_EMAILS: 'owner@example.com',
      },
    });
    try {
      const reply = await offline.app.inject({ method: 'GET', url: '/api/login' });
      expect(reply.statusCode).toBe(503);
      expect(reply.body).toContain('cannot be reached');
    } finally {
      await offline.close();
    }
  });
});
