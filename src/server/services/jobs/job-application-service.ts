import type {
  ApplicationStatus,
  InsertJobApplication,
  JobApplication,
  UpdateJobApplication,
} from '../../../shared/api/job-applications';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { deleteBlobs } from '../../platform/blobs';
import { AppError } from '../../platform/errors';
import {
  deleteApplicationRow,
  insertApplicationRow,
  lockApplicationRow,
  toJobApplication,
  updateApplicationRow,
} from './job-application-repository';
import { documentPathsOfApplication } from './job-document-repository';
import { insertStatusEvent, moveCreatedEvent } from './job-event-repository';

/** The activity log's resource name for an application and its timeline. */
export const JOB_RESOURCE = 'job_application';

export type JobActor = { userId: string; source: ActivitySource | null };

/** An application that does not exist or is another user's: the same answer for both. */
export function applicationNotFound(): AppError {
  return new AppError('not-found', 'Application not found');
}

/** Stores the application, its first stage and the activity entry together. */
export async function createApplication(
  db: Db,
  actor: JobActor,
  input: InsertJobApplication,
): Promise<JobApplication> {
  return db.transaction(async (tx) => {
    const row = await insertApplicationRow(tx, actor.userId, input);
    await insertStatusEvent(tx, row.id, { from: null, to: input.status, at: input.appliedDate });
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobApplicationCreated,
      resource: JOB_RESOURCE,
      resourceId: row.id,
      details: { company: row.company, position: row.position, status: row.status },
    });
    return toJobApplication(row);
  });
}

/**
 * Applies the given fields only. A status change writes its stage-history event in the same
 * transaction, under a row lock, so concurrent changes cannot record a stage out of order.
 */
export async function updateApplication(
  db: Db,
  actor: JobActor,
  id: number,
  changes: UpdateJobApplication,
): Promise<JobApplication> {
  return db.transaction(async (tx) => {
    const before = await lockApplicationRow(tx, actor.userId, id);
    if (!before) throw applicationNotFound();
    const row = await updateApplicationRow(tx, actor.userId, id, changes);
    if (!row) throw applicationNotFound();
    const from = before.status as ApplicationStatus;
    const statusChanged = changes.status !== undefined && changes.status !== from;
    if (changes.status !== undefined && statusChanged) {
      await insertStatusEvent(tx, id, { from, to: changes.status, at: new Date() });
    }
    if (changes.appliedDate !== undefined) await moveCreatedEvent(tx, id, changes.appliedDate);
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobApplicationUpdated,
      resource: JOB_RESOURCE,
      resourceId: id,
      details: {
        fields: Object.keys(changes),
        ...(statusChanged ? { fromStatus: from, toStatus: changes.status } : {}),
      },
    });
    return toJobApplication(row);
  });
}

/** Removes the application; its events and document rows go with it (cascade), the documents' bytes here. */
export async function deleteApplication(db: Db, actor: JobActor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const documentPaths = await documentPathsOfApplication(tx, id);
    const row = await deleteApplicationRow(tx, actor.userId, id);
    if (!row) throw applicationNotFound();
    await deleteBlobs(tx, documentPaths);
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobApplicationDeleted,
      resource: JOB_RESOURCE,
      resourceId: id,
      details: { company: row.company, position: row.position },
    });
  });
}
