import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '../../../shared/api/auth';
import type { Db } from '../../db/client';
import { adminUsers, sessions, users } from '../../db/schema';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

let writes = 0;

/**
 * Counts session writes in this process, so the session plugin's short read cache can tell an
 * entry read before a sign-out, password change or extension from one read after it. The write
 * functions below count themselves; a service that writes inside a transaction counts again
 * once it has committed, because a read racing the transaction still saw the old row.
 */
export function sessionWriteCount(): number {
  return writes;
}

export function noteSessionsChanged(): void {
  writes++;
}

/** What a session row's `sess` holds. Owner status is re-checked on every request, not stored. */
export const sessionDataSchema = z.object({
  userId: z.string(),
  method: z.enum(['local', 'oidc']),
  adminUserId: z.number().int().nullable(),
  email: z.string().nullable(),
  signedInAt: z.string(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export type StoredSession = {
  sid: string;
  data: SessionData;
  expire: Date;
  /** The local account's `is_active`, read with the session; null for OpenID Connect sessions. */
  adminIsActive: boolean | null;
  /** The signed-in person's profile, read with the session. */
  user: CurrentUser | null;
};

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
  noteSessionsChanged();
  await db.insert(sessions).values({ sid, sess: data, expire });
  return { token, sid, expire };
}

/**
 * The session with everything a request needs to know about its holder (the local account's
 * status, the profile) in one statement: every signed-in request starts here.
 */
export async function findSession(db: Db, sid: string, now = new Date()): Promise<StoredSession | null> {
  const [row] = await db
    .select({
      sid: sessions.sid,
      sess: sessions.sess,
      expire: sessions.expire,
      adminIsActive: adminUsers.isActive,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .leftJoin(adminUsers, eq(adminUsers.id, sql`(${sessions.sess}->>'adminUserId')::int`))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
  if (!row) return null;
  const data = sessionDataSchema.safeParse(row.sess);
  if (!data.success) return null;
  const { userId, email, firstName, lastName, profileImageUrl } = row;
  return {
    sid: row.sid,
    data: data.data,
    expire: row.expire,
    adminIsActive: row.adminIsActive,
    user: userId === null ? null : { id: userId, email, firstName, lastName, profileImageUrl },
  };
}

/** An update, never an upsert: a session deleted meanwhile (sign-out, reset) stays deleted. */
export async function extendSession(db: Db, sid: string, expire: Date): Promise<void> {
  noteSessionsChanged();
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
  noteSessionsChanged();
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  noteSessionsChanged();
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Signs a user out everywhere, or everywhere but the session in `keepSid`. */
export async function deleteSessionsOfUser(db: Db, userId: string, keepSid?: string): Promise<number> {
  noteSessionsChanged();
  const ofUser = sql`(${sessions.sess}->>'userId') = ${userId}`;
  const rows = await db
    .delete(sessions)
    .where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser)
    .returning({ sid: sessions.sid });
  return rows.length;
}

export async function sweepExpiredSessions(db: Db, now = new Date()): Promise<number> {
  noteSessionsChanged();
  const rows = await db.delete(sessions).where(lte(sessions.expire, now)).returning({ sid: sessions.sid });
  return rows.length;
}
