import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, sessions } from '../../src/server/db/schema';
import { ensureLocalOwner } from '../../src/server/services/auth/local-accounts';
import { sweepExpiredSessions, toSessionId } from '../../src/server/services/auth/session-store';
import { OWNER_TEST_PASSWORD, postLoginForm, sessionCookieOf, setCookieHeaders } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { OWNER_PASSWORD: OWNER_TEST_PASSWORD } });
  await ensureLocalOwner(test.database.db, test.config);
});
afterAll(() => test.close());

async function signIn(options: { cookie?: string } = {}): Promise<string> {
  const reply = await postLoginForm(test, { username: 'owner', password: OWNER_TEST_PASSWORD }, options);
  const cookie = sessionCookieOf(reply);
  if (reply.statusCode !== 303 || !cookie) throw new Error(`sign-in failed: ${reply.statusCode}`);
  return cookie;
}

function sidOf(cookie: string): string {
  const signed = decodeURIComponent(cookie.slice('sid='.length));
  return toSessionId(signed.slice(0, signed.lastIndexOf('.')));
}

async function currentUserStatus(cookie: string): Promise<number> {
  return (await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lasts 7 days and is not Secure over plain HTTP', async () => {
    const reply = await postLoginForm(test, { username: 'owner', password: OWNER_TEST_PASSWORD });
    const [header] = setCookieHeaders(reply).filter((value) => value.startsWith('sid='));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toContain(`Max-Age=${SEVEN_DAYS_S}`);
    expect(header).not.toMatch(/; Secure/);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('is Secure, and HSTS is sent, when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await createTestApp({
      identify: 'sessions',
      env: {
        OWNER_PASSWORD: OWNER_TEST_PASSWORD,
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://portfolio.example',
      },
    });
    try {
      await ensureLocalOwner(proxied.database.db, proxied.config);
      const reply = await postLoginForm(
        proxied,
        { username: 'owner', password: OWNER_TEST_PASSWORD },
        { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portfolio.example' } },
      );
      expect(reply.statusCode).toBe(303);
      const [header] = setCookieHeaders(reply).filter((value) => value.startsWith('sid='));
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await proxied.close();
    }
  });

  it('is Secure, and HSTS is sent, whenever PUBLIC_URL is https, whatever the proxy forwards', async () => {
    // No TRUST_PROXY: the proxy's X-Forwarded-Proto is not read, and a caller's claim changes nothing.
    const behindProxy = await createTestApp({
      identify: 'sessions',
      env: { OWNER_PASSWORD: OWNER_TEST_PASSWORD, PUBLIC_URL: 'https://portfolio.example' },
    });
    try {
      await ensureLocalOwner(behindProxy.database.db, behindProxy.config);
      for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
        const reply = await postLoginForm(
          behindProxy,
          { username: 'owner', password: OWNER_TEST_PASSWORD },
          { headers },
        );
        expect(reply.statusCode).toBe(303);
        const [header] = setCookieHeaders(reply).filter((value) => value.startsWith('sid='));
        expect(header).toMatch(/; Secure/);
        expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
      }
      const page = await behindProxy.app.inject({ method: 'GET', url: '/api/login' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await behindProxy.close();
    }
  });

  it('is not Secure when an untrusted client merely claims HTTPS', async () => {
    const reply = await postLoginForm(
      test,
      { username: 'owner', password: OWNER_TEST_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    const [header] = setCookieHeaders(reply).filter((value) => value.startsWith('sid='));
    expect(header).not.toMatch(/; Secure/);
  });

  it('is refused and cleared when its signature is wrong', async () => {
    const cookie = await signIn();
    const forged = `${cookie.slice(0, -4)}AAAA`;
    const reply = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: forged },
    });
    expect(reply.statusCode).toBe(401);
    expect(setCookieHeaders(reply).some((value) => /^sid=;/.test(value))).toBe(true);
  });

  it('keeps only a hash of the token in the table', async () => {
    const cookie = await signIn();
    const token = decodeURIComponent(cookie.slice('sid='.length)).split('.')[0] ?? '';
    const rows = await test.database.db.select({ sid: sessions.sid }).from(sessions);
    expect(rows.some((row) => row.sid === token)).toBe(false);
    expect(rows.some((row) => row.sid === sidOf(cookie))).toBe(true);
  });
});

describe('session lifetime', () => {
  it('gets a new id at sign-in: the previous session is deleted', async () => {
    const first = await signIn();
    const second = await signIn({ cookie: first });
    expect(second).not.toBe(first);
    expect(await currentUserStatus(first)).toBe(401);
    expect(await currentUserStatus(second)).toBe(200);
    const [old] = await test.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidOf(first)));
    expect(old).toBeUndefined();
  });

  it('refuses an expired session, clears its cookie, and the sweep deletes the row', async () => {
    const cookie = await signIn();
    const sid = sidOf(cookie);
    await test.database.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.sid, sid));
    const reply = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(reply.statusCode).toBe(401);
    expect(setCookieHeaders(reply).some((value) => /^sid=;/.test(value))).toBe(true);
    const owner = await test.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(owner.statusCode).toBe(401);

    expect(await sweepExpiredSessions(test.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await test.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(rows).toHaveLength(0);
  });

  it('rolls: a session used after an hour is extended to 7 days again, row and cookie', async () => {
    const cookie = await signIn();
    const sid = sidOf(cookie);
    await test.database.db
      .update(sessions)
      .set({ expire: sql`now() + interval '1 day'` })
      .where(eq(sessions.sid, sid));
    const reply = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    const [header] = setCookieHeaders(reply).filter((value) => value.startsWith('sid='));
    expect(header).toContain(`Max-Age=${SEVEN_DAYS_S}`);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect((row?.expire.getTime() ?? 0) - Date.now()).toBeGreaterThan((SEVEN_DAYS_S - 60) * 1000);

    const fresh = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(setCookieHeaders(fresh)).toEqual([]);
  });
});

describe('sign-out', () => {
  it('deletes the row, clears the cookie, logs it and goes to the portfolio', async () => {
    const cookie = await signIn();
    // Read just before: the session read cache must not outlive the sign-out.
    expect(await currentUserStatus(cookie)).toBe(200);
    const reply = await test.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/');
    const cleared = setCookieHeaders(reply).find((value) => value.startsWith('sid='));
    expect(cleared).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    const rows = await test.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidOf(cookie)));
    expect(rows).toHaveLength(0);
    expect(await currentUserStatus(cookie)).toBe(401);
    const logouts = await test.database.db.select().from(adminLogs).where(eq(adminLogs.action, 'logout'));
    expect(logouts.length).toBeGreaterThanOrEqual(1);
    expect(logouts[0]?.userId).toEqual(expect.any(Number));
  });

  it('works without a session too', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/logout' });
    expect(reply.statusCode).toBe(303);
  });

  it('asks first when the sign-out link was followed from another site', async () => {
    const cookie = await signIn();
    const page = await test.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/api/logout">');
    expect(await currentUserStatus(cookie)).toBe(200);

    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    const confirmed = await test.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: test.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(303);
    expect(await currentUserStatus(cookie)).toBe(401);
  });
});
