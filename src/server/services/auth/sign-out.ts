import type { Db } from '../../db/client';
import { type ActivitySource, recordActivity } from '../activity/record-activity';
import { authActions } from './auth-actions';
import { deleteSession, type StoredSession } from './session-store';

/** Deletes the session row and logs the sign-out together. */
export async function signOut(db: Db, source: ActivitySource, session: StoredSession): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSession(tx, session.sid);
    await recordActivity(tx, source, {
      action: authActions.logout,
      adminUserId: session.data.adminUserId,
      resource: 'session',
      details: { method: session.data.method },
    });
  });
}
