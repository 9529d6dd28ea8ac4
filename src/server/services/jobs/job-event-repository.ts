import { and, asc, eq, sql } from 'drizzle-orm';
import { type ApplicationStatus, statusLabels } from '../../../shared/api/job-applications';
import type { JobApplicationEvent } from '../../../shared/api/job-events';
import type { Db } from '../../db/client';
import { jobApplicationEvents, jobApplications } from '../../db/schema';

type EventRow = typeof jobApplicationEvents.$inferSelect;
type NewEvent = typeof jobApplicationEvents.$inferInsert;

export function toJobApplicationEvent(row: EventRow): JobApplicationEvent {
  return {
    ...row,
    status: (row.status as ApplicationStatus | null) ?? null,
    eventDate: row.eventDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertEventRow(tx: Db, values: NewEvent): Promise<JobApplicationEvent> {
  const [row] = await tx.insert(jobApplicationEvents).values(values).returning();
  if (!row) throw new Error('job application event insert returned no row');
  return toJobApplicationEvent(row);
}

/** The stage history: one row each time an application enters a status, its creation included. */
export function insertStatusEvent(
  tx: Db,
  applicationId: number,
  change: { from: ApplicationStatus | null; to: ApplicationStatus; at: Date },
): Promise<JobApplicationEvent> {
  const to = statusLabels[change.to];
  return insertEventRow(tx, {
    applicationId,
    type: change.from === null ? 'created' : 'status',
    status: change.to,
    title: change.from === null ? `Applied (${to})` : `Status changed to ${to}`,
    description: change.from === null ? null : `From ${statusLabels[change.from]} to ${to}`,
    eventDate: change.at,
  });
}

const ownedEvents = (userId: string) =>
  and(eq(jobApplications.id, jobApplicationEvents.applicationId), eq(jobApplications.userId, userId));

/** One application's history, oldest first, only if the application is the user's. */
export async function listEventsForApplication(
  db: Db,
  userId: string,
  applicationId: number,
): Promise<JobApplicationEvent[]> {
  const rows = await db
    .select({ event: jobApplicationEvents })
    .from(jobApplicationEvents)
    .innerJoin(jobApplications, ownedEvents(userId))
    .where(eq(jobApplicationEvents.applicationId, applicationId))
    .orderBy(asc(jobApplicationEvents.eventDate), asc(jobApplicationEvents.id));
  return rows.map((row) => toJobApplicationEvent(row.event));
}

/**
 * The events of some of the user's applications, oldest first (the report, a batch at a time). The
 * ids travel as one array parameter: a list of placeholders tops out at 65,535.
 */
export async function listEventsForApplications(
  db: Db,
  userId: string,
  applicationIds: number[],
): Promise<JobApplicationEvent[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ event: jobApplicationEvents })
    .from(jobApplicationEvents)
    .innerJoin(jobApplications, ownedEvents(userId))
    .where(sql`${jobApplicationEvents.applicationId} = any(${`{${applicationIds.join(',')}}`}::int[])`)
    .orderBy(asc(jobApplicationEvents.eventDate), asc(jobApplicationEvents.id));
  return rows.map((row) => toJobApplicationEvent(row.event));
}

export async function findEventForUser(
  db: Db,
  userId: string,
  applicationId: number,
  eventId: number,
): Promise<JobApplicationEvent | null> {
  const [row] = await db
    .select({ event: jobApplicationEvents })
    .from(jobApplicationEvents)
    .innerJoin(jobApplications, ownedEvents(userId))
    .where(and(eq(jobApplicationEvents.applicationId, applicationId), eq(jobApplicationEvents.id, eventId)))
    .limit(1);
  return row ? toJobApplicationEvent(row.event) : null;
}

/** Keeps the first stage on the applied day when that day is edited. */
export async function moveCreatedEvent(tx: Db, applicationId: number, appliedDate: Date): Promise<void> {
  await tx
    .update(jobApplicationEvents)
    .set({ eventDate: appliedDate })
    .where(
      and(eq(jobApplicationEvents.applicationId, applicationId), eq(jobApplicationEvents.type, 'created')),
    );
}

export async function deleteEventRow(tx: Db, eventId: number): Promise<void> {
  await tx.delete(jobApplicationEvents).where(eq(jobApplicationEvents.id, eventId));
}
