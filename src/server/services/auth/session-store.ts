import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/** What a session row's `sess` holds. Owner status is re-checked on every request, not stored. */
export const sessionDataSchema = z.object({
  userId: z.string(),
  method: z.enum(['local', 'oidc']),
  adminUserId: z.number().int().nullable(),
  email: z.string().nullable(),
  signedInAt: z.string(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export type StoredSession = { sid: string; data: SessionData; expire: Date };

/**
 * The row key is a SHA-256 of the cookie's token, so reading the table (a backup, a SQL
 * console) yields no usable session.
 */
export function toSessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  data: SessionData,
  now = new Date(),
): Promise<{ token: string; sid: string; expire: Date }> {
  const token = randomBytes(32).toString('base64url');
  const sid = toSessionId(token);
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ sid, sess: data, expire });
  return { token, sid, expire };
}

export async function findSession(db: Db, sid: string, now = new Date()): Promise<StoredSession | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
  if (!row) return null;
  const data = sessionDataSchema.safeParse(row.sess);
  return data.success ? { sid: row.sid, data: data.data, expire: row.expire } : null;
}

/** An update, never an upsert: a session deleted meanwhile (sign-out, reset) stays deleted. */
export async function extendSession(db: Db, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Signs a user out everywhere, or everywhere but the session in `keepSid`. */
export async function deleteSessionsOfUser(db: Db, userId: string, keepSid?: string): Promise<number> {
  const ofUser = sql`(${sessions.sess}->>'userId') = ${userId}`;
  const rows = await db
    .delete(sessions)
    .where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser)
    .returning({ sid: sessions.sid });
  return rows.length;
}

export async function sweepExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db.delete(sessions).where(lte(sessions.expire, now)).returning({ sid: sessions.sid });
  return rows.length;
}
