import { and, count, eq, gt, inArray, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminLogs } from '../../db/schema';
import { activityActions } from '../../platform/activity';

const WINDOW_MS = 15 * 60_000;
/** Failures an account may have in the window before it is locked. */
const ACCOUNT_FREE_FAILURES = 5;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;
const ADDRESS_MAX_FAILURES = 20;

export type ThrottleVerdict =
  | { isAllowed: true }
  | { isAllowed: false; retryAfterMs: number; scope: 'account' | 'address' };

export type ThrottleSubject = {
  ip: string;
  /** Every name the account answers to (username, email), lower-case, plus what was typed. */
  accountNames: string[];
  /** The account's last successful sign-in: failures before it no longer count. */
  lastLogin: Date | null;
};

/**
 * Counts recent failures in the activity log, so every instance sharing the database sees
 * the same numbers. An account is locked after 5 failures in 15 minutes, for 1 minute,
 * doubling with each further failure up to 15 minutes; an address may fail 20 times in 15
 * minutes. Locking by account means someone can keep the owner out for at most 15 minutes
 * at a time, which is the price of stopping password guessing from many addresses.
 */
export async function checkLoginThrottle(
  db: Db,
  subject: ThrottleSubject,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const failed = eq(adminLogs.action, activityActions.loginFailed);

  const [byAddress] = await db
    .select({ failures: count(), oldest: min(adminLogs.createdAt) })
    .from(adminLogs)
    .where(and(failed, eq(adminLogs.ipAddress, subject.ip), gt(adminLogs.createdAt, windowStart)));
  if (byAddress && byAddress.failures >= ADDRESS_MAX_FAILURES && byAddress.oldest) {
    const retryAfterMs = byAddress.oldest.getTime() + WINDOW_MS - now.getTime();
    if (retryAfterMs > 0) return { isAllowed: false, retryAfterMs, scope: 'address' };
  }

  const since = subject.lastLogin && subject.lastLogin > windowStart ? subject.lastLogin : windowStart;
  const [byAccount] = await db
    .select({ failures: count(), latest: max(adminLogs.createdAt) })
    .from(adminLogs)
    .where(
      and(
        failed,
        inArray(sql<string>`lower(${adminLogs.details}->>'username')`, subject.accountNames),
        gt(adminLogs.createdAt, since),
      ),
    );
  if (byAccount && byAccount.failures >= ACCOUNT_FREE_FAILURES && byAccount.latest) {
    const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (byAccount.failures - ACCOUNT_FREE_FAILURES), MAX_LOCK_MS);
    const retryAfterMs = byAccount.latest.getTime() + lockMs - now.getTime();
    if (retryAfterMs > 0) return { isAllowed: false, retryAfterMs, scope: 'account' };
  }
  return { isAllowed: true };
}
