import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, adminTokens, adminUsers } from '../../src/server/db/schema';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

async function issueToken(
  body?: Record<string, unknown>,
): Promise<{ id: string; token: string; expiresAt: string }> {
  const reply = await test.app.inject({
    method: 'POST',
    url: '/api/auth/admin-token',
    headers: owner.headers,
    ...(body ? { payload: body } : {}),
  });
  expect(reply.statusCode).toBe(201);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json();
}

function asBearer(token: string, url = '/api/admin/session') {
  return test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

describe('admin tokens', () => {
  it('are issued to the owner: signed, expiring in 30 days, stored only as a hash, and logged', async () => {
    const issued = await issueToken();
    expect(issued.token).toMatch(/^pfa_[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(issued.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await test.database.db.select().from(adminTokens).where(eq(adminTokens.id, issued.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.token);
    const [logged] = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'admin_token_issued'));
    expect(logged).toMatchObject({ resource: 'admin_token', resourceId: issued.id });
    expect(JSON.stringify(logged)).not.toContain(issued.token.split('.')[2]);
  });

  it('take a lifetime in days', async () => {
    const issued = await issueToken({ expiresInDays: 1 });
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('work on /api/admin/* as a bearer, in place of the cookie', async () => {
    const { token } = await issueToken();
    const reply = await asBearer(token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      userId: owner.userId,
      email: 'owner@localhost',
      isOwner: true,
      via: 'admin-token',
    });
    const withCookie = await test.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: owner.headers,
    });
    expect(withCookie.json()).toMatchObject({ via: 'session' });
  });

  it('are refused everywhere outside /api/admin/', async () => {
    const { token } = await issueToken();
    expect((await asBearer(token, '/api/auth/user')).statusCode).toBe(401);
    expect((await asBearer(token, '/api/auth/admin-tokens')).statusCode).toBe(401);
    expect((await asBearer(token, '/api/contacts')).statusCode).toBe(401);
  });

  it('are refused when tampered with, unknown or expired', async () => {
    const { id, token } = await issueToken();
    const [prefix, , signature] = token.split('.');
    const laterExpiry = Math.floor(Date.now() / 1000) + 400 * 86_400;
    expect((await asBearer(`${prefix}.${laterExpiry}.${signature}`)).statusCode).toBe(401);
    expect((await asBearer(`${token.slice(0, -2)}xx`)).statusCode).toBe(401);
    expect((await asBearer('pfa_not-a-token')).statusCode).toBe(401);

    await test.database.db
      .update(adminTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminTokens.id, id));
    expect((await asBearer(token)).statusCode).toBe(401);
  });

  it('are revocable, once, by id', async () => {
    const { id, token } = await issueToken();
    const revoke = () =>
      test.app.inject({ method: 'DELETE', url: `/api/auth/admin-token/${id}`, headers: owner.headers });
    expect((await revoke()).statusCode).toBe(204);
    expect((await asBearer(token)).statusCode).toBe(401);
    expect((await revoke()).statusCode).toBe(204);
    const revocations = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'admin_token_revoked'));
    expect(revocations.filter((row) => row.resourceId === id)).toHaveLength(1);

    const list = await test.app.inject({
      method: 'GET',
      url: '/api/auth/admin-tokens',
      headers: owner.headers,
    });
    const listed = (list.json() as { id: string; revokedAt: string | null }[]).find(
      (entry) => entry.id === id,
    );
    expect(listed?.revokedAt).toEqual(expect.any(String));

    const unknown = await test.app.inject({
      method: 'DELETE',
      url: '/api/auth/admin-token/00000000-0000-4000-8000-000000000000',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stop working when the owner account is deactivated', async () => {
    const { token } = await issueToken();
    await test.database.db.update(adminUsers).set({ isActive: false });
    try {
      expect((await asBearer(token)).statusCode).toBe(403);
    } finally {
      await test.database.db.update(adminUsers).set({ isActive: true });
    }
  });

  it('cannot be issued with a bearer token or anonymously', async () => {
    const { token } = await issueToken();
    const withToken = await test.app.inject({
      method: 'POST',
      url: '/api/auth/admin-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(401);
  });
});
