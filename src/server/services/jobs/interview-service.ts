import type { JobApplicationEvent, ScheduleInterview } from '../../../shared/api/job-events';
import { describeInterviewStep } from '../../../shared/jobs/interview-words';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/record-activity';
import { JOB_RESOURCE, jobActions } from './job-actions';
import { lockApplicationRow, updateApplicationRow } from './job-application-repository';
import type { JobActor } from './job-application-service';
import { deleteEventRow, findEventForUser, insertEventRow, insertStatusEvent } from './job-event-repository';
import { zonedTimeToInstant } from './zoned-time';

/**
 * Adds an interview to the application's timeline, or null when the application is not the user's.
 * A pending application has, by having an interview, reached the interview stage: the status moves
 * with it, recorded in the stage history, so the stats count it without a second step by the owner.
 */
export async function scheduleInterview(
  db: Db,
  actor: JobActor,
  applicationId: number,
  input: ScheduleInterview,
): Promise<JobApplicationEvent | null> {
  return db.transaction(async (tx) => {
    const application = await lockApplicationRow(tx, actor.userId, applicationId);
    if (!application) return null;
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
    await recordActivity(tx, actor.source, {
      action: jobActions.interviewScheduled,
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

export type DeleteInterviewResult = 'deleted' | 'not-found' | 'not-an-interview';

/** Cancels a scheduled interview. Stage history is a record of what happened and stays. */
export async function deleteInterview(
  db: Db,
  actor: JobActor,
  applicationId: number,
  eventId: number,
): Promise<DeleteInterviewResult> {
  return db.transaction(async (tx) => {
    const event = await findEventForUser(tx, actor.userId, applicationId, eventId);
    if (!event) return 'not-found';
    if (event.type !== 'interview') return 'not-an-interview';
    await deleteEventRow(tx, eventId);
    await recordActivity(tx, actor.source, {
      action: jobActions.interviewDeleted,
      resource: JOB_RESOURCE,
      resourceId: applicationId,
      details: { eventId, title: event.title },
    });
    return 'deleted';
  });
}
