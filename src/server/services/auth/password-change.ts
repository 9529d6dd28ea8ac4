import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { revokeAdminTokensOfUser } from './admin-token-store';
import { checkLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hashing';
import { deleteSessionsOfUser, noteSessionsChanged } from './session-store';

export type PasswordChange = {
  adminUserId: number;
  userId: string;
  /** The session making the change stays signed in; every other one and every admin token ends. */
  keepSid: string | null;
  currentPassword: string;
  newPassword: string;
};

export type PasswordChangeOutcome =
  | { outcome: 'changed'; revokedSessions: number; revokedTokens: number }
  | { outcome: 'wrong-password' }
  | { outcome: 'throttled'; retryAfterMs: number };

/**
 * A wrong current password counts as a failed sign-in, so a stolen session cannot guess it. A
 * change is what the owner does after a suspected leak, so it ends everything the old password
 * could have opened: every other session and every admin token (as a reset does).
 */
export async function changeOwnerPassword(
  db: Db,
  source: ActivitySource & { ip: string },
  change: PasswordChange,
): Promise<PasswordChangeOutcome> {
  const [account] = await db.select().from(adminUsers).where(eq(adminUsers.id, change.adminUserId));
  if (!account) return { outcome: 'wrong-password' };
  const subject = {
    ip: source.ip,
    accountNames: [account.username.toLowerCase(), account.email.toLowerCase()],
    lastLogin: account.lastLogin,
  };
  const verdict = await checkLoginThrottle(db, subject);
  if (!verdict.isAllowed) return { outcome: 'throttled', retryAfterMs: verdict.retryAfterMs };

  if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
    await db.transaction((tx) =>
      recordActivity(tx, actorFrom(source), {
        action: activityActions.loginFailed,
        adminUserId: null,
        resource: 'admin_user',
        resourceId: account.id,
        details: { username: account.username, during: 'password change' },
      }),
    );
    return { outcome: 'wrong-password' };
  }

  const passwordHash = await hashPassword(change.newPassword);
  const changed = await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, account.id));
    const revokedSessions = await deleteSessionsOfUser(tx, change.userId, change.keepSid ?? undefined);
    const revokedTokens = await revokeAdminTokensOfUser(tx, change.userId);
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.passwordChanged,
      adminUserId: account.id,
      resource: 'admin_user',
      resourceId: account.id,
      details: { revokedSessions, revokedTokens },
    });
    return { outcome: 'changed' as const, revokedSessions, revokedTokens };
  });
  noteSessionsChanged();
  return changed;
}
