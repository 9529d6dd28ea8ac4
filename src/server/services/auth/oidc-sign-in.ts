import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import type { OidcIdentity } from './oidc-client';
import { createSession, deleteSession, noteSessionsChanged } from './session-store';
import { upsertUserProfile } from './user-profiles';

export type OidcSignInOutcome = { outcome: 'signed-in'; token: string } | { outcome: 'refused' };

/** Users from a provider are keyed by issuer and subject, the pair OpenID Connect guarantees unique. */
export function toOidcUserId(identity: Pick<OidcIdentity, 'issuer' | 'subject'>): string {
  return `${new URL(identity.issuer).host}|${identity.subject}`;
}

export function isAdmittedOwner(identity: OidcIdentity, ownerEmails: readonly string[]): boolean {
  return identity.isEmailVerified && identity.email !== null && ownerEmails.includes(identity.email);
}

/**
 * Admits only a verified owner address. Anyone else is refused without a `users` row or a
 * session; the refusal is logged so the owner can see who tried.
 */
export async function signInWithOidcIdentity(
  db: Db,
  source: ActivitySource,
  identity: OidcIdentity,
  ownerEmails: readonly string[],
  previousSid: string | null,
): Promise<OidcSignInOutcome> {
  if (!isAdmittedOwner(identity, ownerEmails) || identity.email === null) {
    await db.transaction((tx) =>
      recordActivity(tx, actorFrom(source), {
        action: activityActions.loginRefused,
        adminUserId: null,
        resource: 'session',
        details: {
          method: 'oidc',
          email: identity.email,
          reason: identity.isEmailVerified ? 'not an owner address' : 'email not verified',
        },
      }),
    );
    return { outcome: 'refused' };
  }
  const email = identity.email;
  const now = new Date();
  const token = await db.transaction(async (tx) => {
    if (previousSid) await deleteSession(tx, previousSid);
    const userId = await upsertUserProfile(tx, toOidcUserId(identity), {
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      profileImageUrl: identity.picture,
    });
    const session = await createSession(
      tx,
      { userId, method: 'oidc', adminUserId: null, email, signedInAt: now.toISOString() },
      now,
    );
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.login,
      adminUserId: null,
      resource: 'session',
      details: { method: 'oidc', email },
    });
    return session.token;
  });
  // The replaced session (previousSid) must not live on in a read cache.
  noteSessionsChanged();
  return { outcome: 'signed-in', token };
}
