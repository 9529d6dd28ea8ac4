import { and, eq, ne, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../shared/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserProfile = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/**
 * Finds the owner's `users` row by id, else by email, else creates it with `preferredId`.
 * Matching by email keeps the owner's job data when sign-in moves between the local password
 * and OpenID Connect: only verified owner addresses ever reach this point.
 */
export async function upsertUserProfile(tx: Db, preferredId: string, profile: UserProfile): Promise<string> {
  const email = profile.email.toLowerCase();
  const [byId] = await tx.select({ id: users.id }).from(users).where(eq(users.id, preferredId));
  const [byEmail] = byId
    ? []
    : await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  const existing = byId ?? byEmail;
  if (!existing) {
    await tx.insert(users).values({ id: preferredId, ...profile, email });
    return preferredId;
  }
  const [emailTaken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, existing.id)));
  await tx
    .update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      ...(emailTaken ? {} : { email }),
    })
    .where(eq(users.id, existing.id));
  return existing.id;
}

export async function findUser(db: Db, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
