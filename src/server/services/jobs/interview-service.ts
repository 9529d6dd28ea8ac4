import type { JobApplicationEvent, ScheduleInterview } from '../../../shared/api/job-events';
import { describeInterviewStep } from '../../../shared/jobs/interview-words';
import type { Db } from '../../db/client';
import { activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { lockApplicationRow, updateApplicationRow } from './job-application-repository';
import { applicationNotFound, JOB_RESOURCE, type JobActor } from './job-application-service';
import { deleteEventRow, findEventForUser, insertEventRow, insertStatusEvent } from './job-event-repository';
import { zonedTimeToInstant } from './zoned-time';

/**
 * Adds an interview to the application's timeline. A pending application has, by having an
 * interview, reached the interview stage: the status moves with it, recorded in the stage
 * history, so the stats count it without a second step by the owner.
 */
export async function scheduleInterview(
  db: Db,
  actor: JobActor,
  applicationId: number,
  input: ScheduleInterview,
): Promise<JobApplicationEvent> {
  return db.transaction(async (tx) => {
    const application = await lockApplicationRow(tx, actor.userId, applicationId);
    if (!application) throw applicationNotFound();
    const eventDate = zonedTimeToInstant(input.date, input.time, input.timeZone);
    const isPending = application.status === 'pending';
    if (isPending) {
      await insertStatusEvent(tx, applicationId, { from: 'pending', to: 'interview', at: new Date() });
    }
    const event = await insertEventRow(tx, {
      applicationId,
      type: 'interview',
      title: input.title,
      description: input.notes,
      eventDate,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
    });
    if (isPending || input.setNextStep) {
      await updateApplicationRow(tx, actor.userId, applicationId, {
        ...(isPending ? { status: 'interview' as const } : {}),
        ...(input.setNextStep
          ? {
              // The next step is a calendar day, like every date the list shows.
              nextStepDate: new Date(`${input.date}T00:00:00Z`),
              nextStepAction: describeInterviewStep(input.title, eventDate, input.timeZone),
            }
          : {}),
      });
    }
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobInterviewScheduled,
      resource: JOB_RESOURCE,
      resourceId: applicationId,
      details: {
        eventId: event.id,
        eventDate: event.eventDate,
        timeZone: event.timeZone,
        setNextStep: input.setNextStep,
        ...(isPending ? { fromStatus: 'pending', toStatus: 'interview' } : {}),
      },
    });
    return event;
  });
}

/** Cancels a scheduled interview. Stage history is a record of what happened and stays. */
export async function deleteInterview(
  db: Db,
  actor: JobActor,
  applicationId: number,
  eventId: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    const event = await findEventForUser(tx, actor.userId, applicationId, eventId);
    if (!event) throw eventNotFound();
    if (event.type !== 'interview')
      throw new AppError('conflict', 'Stage history is kept; only interviews can be removed.');
    await deleteEventRow(tx, eventId);
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobInterviewDeleted,
      resource: JOB_RESOURCE,
      resourceId: applicationId,
      details: { eventId, title: event.title },
    });
  });
}

export function eventNotFound(): AppError {
  return new AppError('not-found', 'Event not found');
}
