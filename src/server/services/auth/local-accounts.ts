import { asc, eq, or, sql } from 'drizzle-orm';
import { siteContent } from '../../../../content';
import { MIN_PASSWORD_LENGTH } from '../../../shared/api/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { revokeAdminTokensOfUser } from './admin-token-store';
import { generateOneTimePassword, hashPassword } from './password-hashing';
import { deleteSessionsOfUser } from './session-store';
import { upsertUserProfile } from './user-profiles';

export type AdminUser = typeof adminUsers.$inferSelect;

/** The `users` row (owner of job data) of a local account. */
export function toLocalUserId(adminUserId: number): string {
  return `local:${adminUserId}`;
}

export function defaultOwnerEmail(config: Pick<Config, 'OWNER_EMAILS' | 'OWNER_USERNAME'>): string {
  return config.OWNER_EMAILS[0] ?? `${config.OWNER_USERNAME.toLowerCase()}@localhost`;
}

/** Username or email, either case. */
export async function findAdminByIdentifier(db: Db, identifier: string): Promise<AdminUser | null> {
  const name = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(or(sql`lower(${adminUsers.username}) = ${name}`, sql`lower(${adminUsers.email}) = ${name}`))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  return row ?? null;
}

/** The local owner is the person the site is about, so their name comes from the content. */
export function syncLocalUser(tx: Db, admin: Pick<AdminUser, 'id' | 'email'>): Promise<string> {
  const { profile } = siteContent;
  return upsertUserProfile(tx, toLocalUserId(admin.id), {
    email: admin.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: profile.portrait.src,
  });
}

export type EnsuredOwner = {
  isCreated: boolean;
  username: string;
  /** Set only when this call created the account with a random password: print it once. */
  oneTimePassword: string | null;
};

/**
 * First start: with no local account at all, creates OWNER_USERNAME with OWNER_PASSWORD, or
 * with a random one-time password returned to the caller to show once. Later starts change
 * nothing (`npm run owner -- reset-password` does).
 */
export async function ensureLocalOwner(
  db: Db,
  config: Pick<Config, 'OWNER_USERNAME' | 'OWNER_PASSWORD' | 'OWNER_EMAILS'>,
): Promise<EnsuredOwner> {
  const username = config.OWNER_USERNAME;
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (existing) return { isCreated: false, username, oneTimePassword: null };

  const oneTimePassword = config.OWNER_PASSWORD ? null : generateOneTimePassword();
  const passwordHash = await hashPassword(config.OWNER_PASSWORD ?? oneTimePassword ?? '');
  return db.transaction(async (tx) => {
    // Another instance may be starting at the same moment; only one of them creates the account.
    const [row] = await tx
      .insert(adminUsers)
      .values({ username, email: defaultOwnerEmail(config), passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) return { isCreated: false, username, oneTimePassword: null };
    await syncLocalUser(tx, row);
    await recordActivity(tx, actorFrom(null), {
      action: activityActions.ownerCreated,
      adminUserId: row.id,
      resource: 'admin_user',
      resourceId: row.id,
      details: { username, passwordSource: oneTimePassword ? 'generated' : 'OWNER_PASSWORD' },
    });
    return { isCreated: true, username, oneTimePassword };
  });
}

export type PasswordReset = { username: string; password: string; revokedSessions: number };

async function findResetTarget(db: Db, username: string | undefined, fallback: string): Promise<AdminUser> {
  const named = await findAdminByIdentifier(db, username ?? fallback);
  if (named) return named;
  const all = await db.select().from(adminUsers).orderBy(asc(adminUsers.id));
  const [only] = all;
  if (!username && only && all.length === 1) return only;
  const names = all.map((row) => row.username).join(', ') || 'none';
  throw new Error(`There is no local account named "${username ?? fallback}" (accounts: ${names}).`);
}

/**
 * The command-line reset: a new password (random unless given), every session and admin
 * token of the account revoked, and the reset recorded, all in one transaction.
 */
export async function resetOwnerPassword(
  db: Db,
  config: Pick<Config, 'OWNER_USERNAME' | 'OWNER_EMAILS'>,
  options: { username?: string; password?: string } = {},
): Promise<PasswordReset> {
  if (options.password !== undefined && options.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const password = options.password ?? generateOneTimePassword();
  const [anyAccount] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (!anyAccount) {
    const created = await ensureLocalOwner(db, {
      ...config,
      OWNER_USERNAME: options.username ?? config.OWNER_USERNAME,
      OWNER_PASSWORD: password,
    });
    return { username: created.username, password, revokedSessions: 0 };
  }
  const admin = await findResetTarget(db, options.username, config.OWNER_USERNAME);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, admin.id));
    const userId = await syncLocalUser(tx, admin);
    const revokedSessions = await deleteSessionsOfUser(tx, userId);
    const revokedTokens = await revokeAdminTokensOfUser(tx, userId);
    await recordActivity(tx, actorFrom(null), {
      action: activityActions.passwordReset,
      adminUserId: admin.id,
      resource: 'admin_user',
      resourceId: admin.id,
      details: { via: 'command line', revokedSessions, revokedTokens },
    });
    return { username: admin.username, password, revokedSessions };
  });
}
