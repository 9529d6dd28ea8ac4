import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { adminLogs, adminUsers, sessions, users } from '../../src/server/db/schema';
import { ensureLocalOwner } from '../../src/server/services/auth/local-accounts';
import { OWNER_TEST_PASSWORD, postLoginForm, sessionCookieOf } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({
    identify: 'sessions',
    env: { OWNER_PASSWORD: OWNER_TEST_PASSWORD, OWNER_EMAILS: 'Owner@Example.com' },
  });
  await ensureLocalOwner(test.database.db, test.config);
});
afterAll(() => test.close());

async function logRows(action: string) {
  return test.database.db.select().from(adminLogs).where(eq(adminLogs.action, action));
}

describe('first start', () => {
  it('creates the owner once, with OWNER_PASSWORD and the first owner email, hashed with argon2id', async () => {
    const again = await ensureLocalOwner(test.database.db, test.config);
    expect(again).toEqual({ isCreated: false, username: 'owner', oneTimePassword: null });
    const [owner] = await test.database.db.select().from(adminUsers);
    expect(owner?.email).toBe('owner@example.com');
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(owner?.passwordHash).not.toContain(OWNER_TEST_PASSWORD);
    const [created] = await logRows('owner_created');
    expect(created?.details).toEqual({ username: 'owner', passwordSource: 'OWNER_PASSWORD' });
  });

  it('creates a random one-time password of at least 20 characters when OWNER_PASSWORD is unset', async () => {
    const fresh = await createTestApp({ identify: 'sessions' });
    try {
      const first = await ensureLocalOwner(fresh.database.db, fresh.config);
      expect(first.isCreated).toBe(true);
      expect(first.oneTimePassword?.length).toBeGreaterThanOrEqual(20);
      expect(await ensureLocalOwner(fresh.database.db, fresh.config)).toMatchObject({
        oneTimePassword: null,
      });
      const [owner] = await fresh.database.db.select().from(adminUsers);
      expect(owner?.email).toBe('owner@localhost');
      const signIn = await postLoginForm(fresh, { username: 'owner', password: first.oneTimePassword ?? '' });
      expect(signIn.statusCode).toBe(303);
    } finally {
      await fresh.close();
    }
  });
});

describe('the sign-in page', () => {
  it('is a self-contained form with labelled fields, remembering a safe return path', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Ftools%2Fjob' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body).toContain('<label for="username">Username or email</label>');
    expect(reply.body).toContain('<label for="password">Password</label>');
    expect(reply.body).toContain('<button type="submit">Sign in</button>');
    expect(reply.body).toContain('<form method="post" action="/api/login">');
    expect(reply.body).toContain('name="returnTo" value="/tools/job"');
    expect(reply.body).not.toMatch(/<script|<link /);
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['tools'],
  ])('replaces the unsafe return path %s with /tools', async (returnTo) => {
    const reply = await test.app.inject({
      method: 'GET',
      url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(reply.body).toContain('name="returnTo" value="/tools"');
  });
});

describe('password sign-in', () => {
  it('signs the owner in: 303 to the return path, a session cookie, the user and an activity row', async () => {
    const reply = await postLoginForm(test, {
      username: 'owner',
      password: OWNER_TEST_PASSWORD,
      returnTo: '/tools/job',
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tools/job');
    const cookie = sessionCookieOf(reply);
    expect(cookie).not.toBeNull();

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookie ?? '' },
    });
    expect(me.statusCode).toBe(200);
    const [owner] = await test.database.db.select().from(adminUsers);
    expect(me.json()).toEqual({
      id: `local:${owner?.id}`,
      email: 'owner@example.com',
      firstName: siteContent.profile.firstName,
      lastName: siteContent.profile.lastName,
      profileImageUrl: siteContent.profile.portrait.src,
    });
    expect(owner?.lastLogin).toBeInstanceOf(Date);

    const [login] = await logRows('login');
    expect(login).toMatchObject({
      userId: owner?.id,
      resource: 'session',
      ipAddress: '127.0.0.1',
      userAgent: 'integration-test',
    });
    expect(JSON.stringify(login)).not.toContain(OWNER_TEST_PASSWORD);
  });

  it('accepts the email in any case and defaults the return path to /tools', async () => {
    const reply = await postLoginForm(test, { username: 'OWNER@example.com', password: OWNER_TEST_PASSWORD });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tools');
  });

  it('sends a signed-in owner straight on from GET /api/login', async () => {
    const signIn = await postLoginForm(test, { username: 'owner', password: OWNER_TEST_PASSWORD });
    const reply = await test.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=/tools/resume',
      headers: { cookie: sessionCookieOf(signIn) ?? '' },
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tools/resume');
  });

  // Spellings that resolve to //evil.example only once their dot segments and escapes are read.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/.%2f/evil.example',
  ])('sends a signed-in owner asking for %s to /tools, not to another host', async (returnTo) => {
    const signIn = await postLoginForm(test, { username: 'owner', password: OWNER_TEST_PASSWORD, returnTo });
    expect(signIn.headers.location).toBe('/tools');
    const reply = await test.app.inject({
      method: 'GET',
      url: `/api/login?returnTo=${returnTo}`,
      headers: { cookie: sessionCookieOf(signIn) ?? '' },
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tools');
  });

  it('refuses a wrong password with 401, the same message, no session and a failed-login row', async () => {
    const ip = '10.0.0.11';
    const before = await test.database.db.select().from(sessions);
    const reply = await postLoginForm(test, { username: 'owner', password: 'not the password' }, { ip });
    expect(reply.statusCode).toBe(401);
    expect(reply.body).toContain('Incorrect username or password.');
    expect(reply.body).toContain('value="owner"');
    expect(sessionCookieOf(reply)).toBeNull();
    expect(await test.database.db.select().from(sessions)).toHaveLength(before.length);
    const [failed] = await test.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'login_failed'), eq(adminLogs.ipAddress, ip)));
    expect(failed).toMatchObject({ userId: null, details: { username: 'owner' } });
    expect(JSON.stringify(failed)).not.toContain('not the password');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await postLoginForm(
      test,
      { username: 'nobody', password: 'whatever-it-is' },
      { ip: '10.0.0.12' },
    );
    const wrong = await postLoginForm(
      test,
      { username: 'owner', password: 'whatever-it-is' },
      { ip: '10.0.0.12' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.replace('value="nobody"', 'value="owner"')).toBe(wrong.body);
  });

  it('re-renders the form with 400 when a field is missing', async () => {
    const reply = await postLoginForm(test, { username: 'owner' }, { ip: '10.0.0.13' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Enter your username or email and your password.');
  });
});

describe('throttling failed sign-ins', () => {
  it('locks an account after 5 failures in 15 minutes, for every address, even with the right password', async () => {
    const victim = await createTestApp({
      identify: 'sessions',
      env: { OWNER_PASSWORD: OWNER_TEST_PASSWORD },
    });
    try {
      await ensureLocalOwner(victim.database.db, victim.config);
      for (let attempt = 1; attempt <= 4; attempt++) {
        const reply = await postLoginForm(
          victim,
          { username: 'owner', password: `guess-${attempt}` },
          { ip: '10.1.0.1' },
        );
        expect(reply.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const fifth = await postLoginForm(
        victim,
        { username: 'owner', password: 'guess-5' },
        { ip: '10.1.0.1' },
      );
      expect(fifth.statusCode).toBe(429);
      expect(fifth.body).toContain('Too many failed sign-in attempts');
      expect(fifth.body).toContain('1 minute');
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(60);

      const elsewhere = await postLoginForm(
        victim,
        { username: 'OWNER', password: OWNER_TEST_PASSWORD },
        { ip: '10.1.0.2' },
      );
      expect(elsewhere.statusCode).toBe(429);
      expect(sessionCookieOf(elsewhere)).toBeNull();
    } finally {
      await victim.close();
    }
  });

  it('doubles the lock with each further failure', async () => {
    const victim = await createTestApp({
      identify: 'sessions',
      env: { OWNER_PASSWORD: OWNER_TEST_PASSWORD },
    });
    try {
      await ensureLocalOwner(victim.database.db, victim.config);
      // Six failures, the last 90 s ago: five would lock for 1 minute (over), six lock for 2 (not over).
      const at = sql`now() - interval '90 seconds'`;
      for (let n = 0; n < 6; n++) {
        await victim.database.db.insert(adminLogs).values({
          action: 'login_failed',
          details: { username: 'owner' },
          ipAddress: `10.2.0.${n}`,
          createdAt: at,
        });
      }
      const locked = await postLoginForm(
        victim,
        { username: 'owner', password: OWNER_TEST_PASSWORD },
        { ip: '10.2.1.1' },
      );
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);

      await victim.database.db.delete(adminLogs).where(eq(adminLogs.ipAddress, '10.2.0.5'));
      const unlocked = await postLoginForm(
        victim,
        { username: 'owner', password: OWNER_TEST_PASSWORD },
        { ip: '10.2.1.1' },
      );
      expect(unlocked.statusCode).toBe(303);
    } finally {
      await victim.close();
    }
  });

  it('limits one address to 20 failures in 15 minutes, whatever the usernames', async () => {
    const ip = '10.3.0.1';
    for (let n = 0; n < 20; n++) {
      await test.database.db
        .insert(adminLogs)
        .values({ action: 'login_failed', details: { username: `guess-${n}` }, ipAddress: ip });
    }
    const blocked = await postLoginForm(test, { username: 'owner', password: OWNER_TEST_PASSWORD }, { ip });
    expect(blocked.statusCode).toBe(429);
    const other = await postLoginForm(
      test,
      { username: 'someone', password: 'wrong-password' },
      { ip: '10.3.0.2' },
    );
    expect(other.statusCode).toBe(401);
  });

  it('stores no user row for anyone who failed', async () => {
    const rows = await test.database.db.select({ id: users.id }).from(users);
    expect(rows.map((row) => row.id)).toEqual([expect.stringMatching(/^local:\d+$/)]);
  });
});
