import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, adminTokens, sessions } from '../../src/server/db/schema';
import { ensureLocalOwner, resetOwnerPassword } from '../../src/server/services/auth/local-accounts';
import { errorReply } from '../helpers/error-reply';
import { OWNER_TEST_PASSWORD, postLoginForm, sessionCookieOf } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NEW_PASSWORD = 'a brand new passphrase';
const THIRD_PASSWORD = 'a third passphrase, after a leak';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { OWNER_PASSWORD: OWNER_TEST_PASSWORD } });
  await ensureLocalOwner(test.database.db, test.config);
});
afterAll(() => test.close());

async function signIn(password: string, ip = '127.0.0.1'): Promise<string | null> {
  return sessionCookieOf(await postLoginForm(test, { username: 'owner', password }, { ip }));
}

function changePassword(cookie: string, body: Record<string, string>) {
  return test.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { cookie, origin: test.config.publicUrl },
    payload: body,
  });
}

async function userStatus(cookie: string): Promise<number> {
  return (await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;
}

async function adminStatusWithToken(token: string): Promise<number> {
  const reply = await test.app.inject({
    method: 'GET',
    url: '/api/admin/session',
    headers: { authorization: `Bearer ${token}` },
  });
  return reply.statusCode;
}

describe('changing the password in the tools', () => {
  it('refuses a wrong current password (400, counted as a failed sign-in)', async () => {
    const cookie = (await signIn(OWNER_TEST_PASSWORD)) ?? '';
    const reply = await changePassword(cookie, { currentPassword: 'wrong', newPassword: NEW_PASSWORD });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(
      errorReply('bad-request', 'Please correct the highlighted fields.', {
        fieldErrors: { currentPassword: ['is incorrect'] },
      }),
    );
    const failures = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'login_failed'));
    expect(failures.at(-1)?.details).toMatchObject({ username: 'owner', during: 'password change' });
  });

  it('refuses a new password shorter than 12 characters', async () => {
    const cookie = (await signIn(OWNER_TEST_PASSWORD)) ?? '';
    const reply = await changePassword(cookie, {
      currentPassword: OWNER_TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toHaveProperty('newPassword');
  });

  it('changes it, keeps this session, signs out the others and logs the change', async () => {
    const other = (await signIn(OWNER_TEST_PASSWORD)) ?? '';
    const current = (await signIn(OWNER_TEST_PASSWORD)) ?? '';
    // Read just before: the session read cache must not outlive the change.
    expect(await userStatus(other)).toBe(200);
    const reply = await changePassword(current, {
      currentPassword: OWNER_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(reply.statusCode).toBe(204);
    expect(await userStatus(current)).toBe(200);
    expect(await userStatus(other)).toBe(401);
    expect(await signIn(OWNER_TEST_PASSWORD, '10.9.0.1')).toBeNull();
    expect(await signIn(NEW_PASSWORD)).not.toBeNull();
    const [logged] = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'password_changed'));
    expect(logged).toMatchObject({ resource: 'admin_user', ipAddress: '127.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain(NEW_PASSWORD);
  });

  it('revokes every admin token: none of them opens /api/admin/* afterwards, and the log counts them', async () => {
    const current = (await signIn(NEW_PASSWORD)) ?? '';
    const tokens: string[] = [];
    for (const days of [1, 30]) {
      const issued = await test.app.inject({
        method: 'POST',
        url: '/api/auth/admin-token',
        headers: { cookie: current, origin: test.config.publicUrl },
        payload: { expiresInDays: days },
      });
      expect(issued.statusCode).toBe(201);
      tokens.push(issued.json().token);
    }
    for (const token of tokens) expect(await adminStatusWithToken(token)).toBe(200);

    const reply = await changePassword(current, {
      currentPassword: NEW_PASSWORD,
      newPassword: THIRD_PASSWORD,
    });
    expect(reply.statusCode).toBe(204);
    for (const token of tokens) expect(await adminStatusWithToken(token)).toBe(401);
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/auth/admin-tokens',
      headers: { cookie: current },
    });
    expect(listed.json().every((token: { revokedAt: string | null }) => token.revokedAt !== null)).toBe(true);
    const changes = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'password_changed'));
    expect(changes.at(-1)?.details).toMatchObject({ revokedTokens: 2 });
    // This browser stays signed in and can issue a fresh token that works.
    expect(await userStatus(current)).toBe(200);
    const fresh = await test.app.inject({
      method: 'POST',
      url: '/api/auth/admin-token',
      headers: { cookie: current, origin: test.config.publicUrl },
    });
    expect(await adminStatusWithToken(fresh.json().token)).toBe(200);
  });

  it('is for the owner only', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: THIRD_PASSWORD, newPassword: 'attacker-password' },
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('npm run owner -- reset-password (resetOwnerPassword)', () => {
  it('sets a random password, printed once by the CLI, and revokes every session and admin token', async () => {
    const cookie = (await signIn(THIRD_PASSWORD)) ?? '';
    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/auth/admin-token',
      headers: { cookie, origin: test.config.publicUrl },
    });
    expect(issued.statusCode).toBe(201);

    const reset = await resetOwnerPassword(test.database.db, test.config);
    expect(reset.username).toBe('owner');
    expect(reset.password.length).toBeGreaterThanOrEqual(20);
    expect(reset.revokedSessions).toBeGreaterThanOrEqual(1);
    expect(await test.database.db.select().from(sessions)).toHaveLength(0);
    const tokens = await test.database.db.select().from(adminTokens);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    expect(await userStatus(cookie)).toBe(401);

    expect(await signIn(THIRD_PASSWORD, '10.9.0.2')).toBeNull();
    expect(await signIn(reset.password)).not.toBeNull();
    const [logged] = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'password_reset'));
    expect(logged).toMatchObject({ ipAddress: null, details: { via: 'command line' } });
    expect(JSON.stringify(logged)).not.toContain(reset.password);
  });

  it('takes a given password of at least 12 characters', async () => {
    await expect(
      resetOwnerPassword(test.database.db, test.config, { password: 'too-short' }),
    ).rejects.toThrow(/at least 12/);
    const reset = await resetOwnerPassword(test.database.db, test.config, { password: OWNER_TEST_PASSWORD });
    expect(reset.password).toBe(OWNER_TEST_PASSWORD);
    expect(await signIn(OWNER_TEST_PASSWORD)).not.toBeNull();
  });

  it('names the accounts when the username is unknown', async () => {
    await expect(resetOwnerPassword(test.database.db, test.config, { username: 'nobody' })).rejects.toThrow(
      'There is no local account named "nobody" (accounts: owner).',
    );
  });

  it('creates the owner when there is none yet', async () => {
    const fresh = await createTestApp({ identify: 'sessions' });
    try {
      const reset = await resetOwnerPassword(fresh.database.db, fresh.config, { username: 'alex' });
      expect(reset.username).toBe('alex');
      const reply = await postLoginForm(fresh, { username: 'alex', password: reset.password });
      expect(reply.statusCode).toBe(303);
    } finally {
      await fresh.close();
    }
  });
});
