import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import {
  type AdminTokenOwner,
  type IssuedToken,
  issueAdminToken,
  revokeAdminToken,
} from './admin-token-store';

/** Issues a token and logs it in one transaction; the log holds the id, never the token. */
export async function issueLoggedAdminToken(
  db: Db,
  key: Buffer,
  source: ActivitySource,
  owner: AdminTokenOwner,
  lifetimeDays: number,
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const issued = await issueAdminToken(tx, key, owner, lifetimeDays);
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.adminTokenIssued,
      resource: 'admin_token',
      resourceId: issued.id,
      details: { expiresAt: issued.expiresAt.toISOString() },
    });
    return issued;
  });
}

export async function revokeLoggedAdminToken(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: string,
): Promise<'revoked' | 'already-revoked'> {
  return db.transaction(async (tx) => {
    const result = await revokeAdminToken(tx, userId, id);
    if (result === 'not-found') throw new AppError('not-found', 'No such admin token');
    if (result === 'revoked') {
      await recordActivity(tx, actorFrom(source), {
        action: activityActions.adminTokenRevoked,
        resource: 'admin_token',
        resourceId: id,
      });
    }
    return result;
  });
}
