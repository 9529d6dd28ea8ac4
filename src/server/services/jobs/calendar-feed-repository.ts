import { and, eq, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
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

/** The user's interviews since `since`, and the applications they belong to or that have a follow-up day since then. */
export async function loadFeedRows(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ applications: FeedApplication[]; interviews: FeedInterview[] }> {
  const interviews = await db
    .select({
      id: e.id,
      applicationId: e.applicationId,
      title: e.title,
      description: e.description,
      eventDate: e.eventDate,
      timeZone: e.timeZone,
      durationMinutes: e.durationMinutes,
      createdAt: e.createdAt,
    })
    .from(e)
    .innerJoin(a, eq(a.id, e.applicationId))
    .where(and(eq(a.userId, userId), eq(e.type, 'interview'), gte(e.eventDate, since)));
  const withFollowUp = and(gte(a.nextStepDate, since), notInArray(a.status, CLOSED));
  // The interviews' applications by a subquery: a list of hundreds of ids as parameters is slow to plan.
  const interviewed = db
    .select({ id: e.applicationId })
    .from(e)
    .where(and(eq(e.type, 'interview'), gte(e.eventDate, since)));
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
    })
    .from(a)
    .where(and(eq(a.userId, userId), or(withFollowUp, inArray(a.id, interviewed))));
  return { applications: rows, interviews };
}
