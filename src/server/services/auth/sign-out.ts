import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { deleteSession, noteSessionsChanged, type StoredSession } from './session-store';

/** Deletes the session row and logs the sign-out together. */
export async function signOut(db: Db, source: ActivitySource, session: StoredSession): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSession(tx, session.sid);
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.logout,
      adminUserId: session.data.adminUserId,
      resource: 'session',
      details: { method: session.data.method },
    });
  });
  noteSessionsChanged();
}
