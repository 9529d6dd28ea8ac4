import {
  findOpportunityLabel,
  type InboxMessage,
  type UpdateInboxMessage,
} from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { createApplication, type JobActor } from '../jobs/job-application-service';
import { findInboxMessage, type InboxRowChanges, lockInboxRow, updateInboxRow } from './inbox-repository';
import { describeLeadApplication } from './lead-application';

/** The activity log's resource name for a contact message. */
export const CONTACT_RESOURCE = 'contact';

function messageNotFound(): AppError {
  return new AppError('not-found', 'Message not found');
}

async function readBack(db: Db, id: number): Promise<InboxMessage> {
  const message = await findInboxMessage(db, id);
  if (!message) throw messageNotFound();
  return message;
}

/**
 * Marks a message read or unread, moves its status, or writes its note. Opening a message is not
 * logged (it would drown the log); a status or note change is, in the same transaction.
 */
export async function updateInboxMessage(
  db: Db,
  actor: JobActor,
  id: number,
  update: UpdateInboxMessage,
): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const before = await lockInboxRow(tx, id);
    if (!before) throw messageNotFound();
    const changes: InboxRowChanges = {};
    // The first opening is kept: reading again later does not move it.
    if (update.isRead === true && before.readAt === null) changes.readAt = new Date();
    if (update.isRead === false) changes.readAt = null;
    if (update.status !== undefined) changes.status = update.status;
    if (update.note !== undefined) changes.note = update.note;
    if (Object.keys(changes).length > 0) await updateInboxRow(tx, id, changes);
    const isLogged =
      (update.status !== undefined && update.status !== before.status) ||
      (update.note !== undefined && update.note !== before.note);
    if (isLogged) {
      await recordActivity(tx, actorFrom(actor.source), {
        action: activityActions.contactUpdated,
        resource: CONTACT_RESOURCE,
        resourceId: id,
        details: {
          name: `${before.firstName} ${before.lastName}`,
          ...(update.status !== undefined && update.status !== before.status
            ? { fromStatus: before.status, toStatus: update.status }
            : {}),
          ...(update.note !== undefined && update.note !== before.note ? { noteChanged: true } : {}),
        },
      });
    }
    return readBack(tx, id);
  });
}

/**
 * A won lead becomes a job application in one step: its company, the opportunity as the
 * position, the sender as the contact and the owner's note with the message as the notes. The
 * lead remembers the application; the application, its first stage and both log entries commit
 * together. A lead becomes one application at most while that application exists.
 */
export async function convertLeadToApplication(
  db: Db,
  actor: JobActor,
  id: number,
): Promise<{ message: InboxMessage; applicationId: number }> {
  return db.transaction(async (tx) => {
    const row = await lockInboxRow(tx, id);
    if (!row) throw messageNotFound();
    if (row.status !== 'won') {
      throw new AppError('conflict', 'Mark the lead as won before turning it into an application');
    }
    if (row.applicationId !== null) {
      throw new AppError('conflict', `This lead is already application #${row.applicationId}`);
    }
    const application = await createApplication(tx, actor, describeLeadApplication(row));
    await updateInboxRow(tx, id, {
      applicationId: application.id,
      ...(row.readAt ? {} : { readAt: new Date() }),
    });
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.contactConverted,
      resource: CONTACT_RESOURCE,
      resourceId: id,
      details: {
        company: application.company,
        position: application.position,
        applicationId: application.id,
        opportunity: findOpportunityLabel(row.opportunityType),
      },
    });
    return { message: await readBack(tx, id), applicationId: application.id };
  });
}
