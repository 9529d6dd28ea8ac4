import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AdminTokenSummary } from '../../../shared/api/auth';
import type { Db } from '../../db/client';
import { adminTokens } from '../../db/schema';

const TOKEN_PREFIX = 'pfa_';
const TOKEN_PATTERN = /^pfa_([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const DAY_MS = 24 * 60 * 60_000;

function signPayload(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type AdminTokenOwner = { userId: string; adminUserId: number | null };
export type IssuedToken = { id: string; token: string; expiresAt: Date };

/**
 * `pfa_<id>.<expiry>.<HMAC-SHA256>`: the signature and expiry are checked before the
 * database is asked, and the row (stored by hash) makes each token revocable.
 */
export async function issueAdminToken(
  tx: Db,
  key: Buffer,
  owner: AdminTokenOwner,
  lifetimeDays: number,
  now = new Date(),
): Promise<IssuedToken> {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeDays * DAY_MS);
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const token = `${TOKEN_PREFIX}${payload}.${signPayload(key, payload)}`;
  await tx.insert(adminTokens).values({
    id,
    userId: owner.userId,
    adminUserId: owner.adminUserId,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { id, token, expiresAt };
}

export async function verifyAdminToken(
  db: Db,
  key: Buffer,
  token: string,
  now = new Date(),
): Promise<(AdminTokenOwner & { id: string }) | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id = '', expiry = '', signature = ''] = match;
  const expected = Buffer.from(signPayload(key, `${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  const [row] = await db
    .select({ id: adminTokens.id, userId: adminTokens.userId, adminUserId: adminTokens.adminUserId })
    .from(adminTokens)
    .where(
      and(
        eq(adminTokens.id, id),
        eq(adminTokens.tokenHash, hashToken(token)),
        isNull(adminTokens.revokedAt),
        gt(adminTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** 'revoked' the first time, 'already-revoked' after, 'not-found' for another user's or no token. */
export async function revokeAdminToken(
  tx: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<'revoked' | 'already-revoked' | 'not-found'> {
  const [row] = await tx
    .select({ revokedAt: adminTokens.revokedAt })
    .from(adminTokens)
    .where(and(eq(adminTokens.id, id), eq(adminTokens.userId, userId)));
  if (!row) return 'not-found';
  if (row.revokedAt) return 'already-revoked';
  await tx.update(adminTokens).set({ revokedAt: now }).where(eq(adminTokens.id, id));
  return 'revoked';
}

export async function revokeAdminTokensOfUser(tx: Db, userId: string, now = new Date()): Promise<number> {
  const rows = await tx
    .update(adminTokens)
    .set({ revokedAt: now })
    .where(and(eq(adminTokens.userId, userId), isNull(adminTokens.revokedAt)))
    .returning({ id: adminTokens.id });
  return rows.length;
}

export async function listAdminTokens(db: Db, userId: string): Promise<AdminTokenSummary[]> {
  const rows = await db
    .select()
    .from(adminTokens)
    .where(eq(adminTokens.userId, userId))
    .orderBy(desc(adminTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}
