import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { findAdminByIdentifier, syncLocalUser } from './local-accounts';
import { checkLoginThrottle } from './login-throttle';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing';
import { createSession, deleteSession, noteSessionsChanged } from './session-store';

export type SignInOutcome =
  | { outcome: 'signed-in'; token: string }
  | { outcome: 'rejected' }
  | { outcome: 'throttled'; retryAfterMs: number };

export type PasswordAttempt = {
  identifier: string;
  password: string;
  /** The caller's current session, replaced by a new one so a planted session id is useless. */
  previousSid: string | null;
};

function listAccountNames(identifier: string, account: { username: string; email: string } | null): string[] {
  const names = [identifier, account?.username, account?.email]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.trim().toLowerCase());
  return [...new Set(names)];
}

/**
 * Checks the owner's password under the throttle. Unknown, disabled and wrong all answer
 * 'rejected' after the same amount of work; a failure is logged (it is what the throttle counts).
 */
export async function signInWithPassword(
  db: Db,
  source: ActivitySource & { ip: string },
  attempt: PasswordAttempt,
): Promise<SignInOutcome> {
  const account = await findAdminByIdentifier(db, attempt.identifier);
  const subject = {
    ip: source.ip,
    accountNames: listAccountNames(attempt.identifier, account),
    lastLogin: account?.lastLogin ?? null,
  };
  const verdict = await checkLoginThrottle(db, subject);
  if (!verdict.isAllowed) return { outcome: 'throttled', retryAfterMs: verdict.retryAfterMs };

  const isValid =
    account?.isActive === true
      ? await verifyPassword(account.passwordHash, attempt.password)
      : await verifyAgainstDecoy(attempt.password);
  if (!account || !isValid) {
    await db.transaction((tx) =>
      recordActivity(tx, actorFrom(source), {
        action: activityActions.loginFailed,
        adminUserId: null,
        resource: 'session',
        details: { username: attempt.identifier.trim() },
      }),
    );
    const after = await checkLoginThrottle(db, subject);
    return after.isAllowed
      ? { outcome: 'rejected' }
      : { outcome: 'throttled', retryAfterMs: after.retryAfterMs };
  }

  const now = new Date();
  const token = await db.transaction(async (tx) => {
    if (attempt.previousSid) await deleteSession(tx, attempt.previousSid);
    const userId = await syncLocalUser(tx, account);
    await tx.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, account.id));
    const session = await createSession(
      tx,
      {
        userId,
        method: 'local',
        adminUserId: account.id,
        email: account.email,
        signedInAt: now.toISOString(),
      },
      now,
    );
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.login,
      adminUserId: account.id,
      resource: 'session',
      details: { method: 'local', username: account.username },
    });
    return session.token;
  });
  // The replaced session (previousSid) must not live on in a read cache.
  noteSessionsChanged();
  return { outcome: 'signed-in', token };
}
