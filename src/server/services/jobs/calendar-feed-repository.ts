import { and, eq, gte, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import type { Db } from '../../db/client';
import { jobApplicationEvents, jobApplications, jobCalendarFeeds } from '../../db/schema';
import type { FeedApplication, FeedInterview } from './calendar-feed-events';

export async function findFeedOwner(db: Db, secretHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: jobCalendarFeeds.userId })
    .from(jobCalendarFeeds)
    .where(eq(jobCalendarFeeds.secretHash, secretHash))
    .limit(1);
  return row?.userId ?? null;
}

export async function findFeedOf(db: Db, userId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: jobCalendarFeeds.createdAt })
    .from(jobCalendarFeeds)
    .where(eq(jobCalendarFeeds.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The user's one feed gets this hash; any hash before it stops opening the feed. */
export async function replaceFeedSecret(tx: Db, userId: string, secretHash: string, at: Date): Promise<void> {
  await tx
    .insert(jobCalendarFeeds)
    .values({ userId, secretHash, createdAt: at })
    .onConflictDoUpdate({ target: jobCalendarFeeds.userId, set: { secretHash, createdAt: at } });
}

export async function deleteFeed(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(jobCalendarFeeds)
    .where(eq(jobCalendarFeeds.userId, userId))
    .returning({ userId: jobCalendarFeeds.userId });
  return rows.length > 0;
}

const CLOSED: ApplicationStatus[] = ['rejected', 'withdrawn'];
const e = jobApplicationEvents;
const a = jobApplications;

/**
 * The user's interviews since `since`, and the applications they belong to or that have a
 * follow-up day since then, in one read: an application joined to its interviews, if any.
 */
export async function loadFeedRows(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ applications: FeedApplication[]; interviews: FeedInterview[] }> {
  const rows = await db
    .select({
      id: a.id,
      company: a.company,
      position: a.position,
      status: sql<ApplicationStatus>`${a.status}`,
      jobUrl: a.jobUrl,
      nextStepDate: a.nextStepDate,
      nextStepAction: a.nextStepAction,
      updatedAt: a.updatedAt,
      interview: {
        id: e.id,
        title: e.title,
        description: e.description,
        eventDate: e.eventDate,
        timeZone: e.timeZone,
        durationMinutes: e.durationMinutes,
        createdAt: e.createdAt,
      },
    })
    .from(a)
    .leftJoin(e, and(eq(e.applicationId, a.id), eq(e.type, 'interview'), gte(e.eventDate, since)))
    .where(
      and(
        eq(a.userId, userId),
        or(and(gte(a.nextStepDate, since), notInArray(a.status, CLOSED)), isNotNull(e.id)),
      ),
    );
  const applications = new Map<number, FeedApplication>();
  const interviews: FeedInterview[] = [];
  for (const { interview, ...application } of rows) {
    applications.set(application.id, application);
    if (interview) interviews.push({ ...interview, applicationId: application.id });
  }
  return { applications: [...applications.values()], interviews };
}
