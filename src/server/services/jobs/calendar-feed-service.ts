import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedLink, CalendarFeedStatus } from '../../../shared/api/job-calendar-feed';
import type { Db } from '../../db/client';
import { activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { buildFeedEvents } from './calendar-feed-events';
import {
  deleteFeed,
  findFeedOf,
  findFeedOwner,
  loadFeedRows,
  replaceFeedSecret,
} from './calendar-feed-repository';
import { buildCalendarFeed } from './ics';
import { JOB_RESOURCE, type JobActor } from './job-application-service';

/** 256 random bits: a feed URL cannot be guessed, only leaked, and a leak is undone by rotating. */
const SECRET_BYTES = 32;
/** How far back the feed reaches: a year of interviews and follow-ups is what a search looks back on. */
const FEED_DAYS = 365;
export const FEED_PATH = '/api/job/calendar.ics';
const FEED_NAME = 'Job search';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function feedNotFound(): AppError {
  return new AppError('not-found', 'Not found');
}

export async function readFeedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const feed = await findFeedOf(db, userId);
  return { isActive: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * A new subscription link for the owner. Only the secret's SHA-256 is stored; the link is shown
 * this once. Issuing again rotates: the previous link answers 404 from then on.
 */
export async function issueFeedLink(db: Db, actor: JobActor): Promise<CalendarFeedLink> {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    const previous = await findFeedOf(tx, actor.userId);
    await replaceFeedSecret(tx, actor.userId, hashSecret(secret), createdAt);
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobCalendarFeedIssued,
      resource: JOB_RESOURCE,
      details: { rotated: previous !== null },
    });
  });
  const query = new URLSearchParams({ token: secret });
  return { path: `${FEED_PATH}?${query.toString()}`, createdAt: createdAt.toISOString() };
}

/** Stops the link working at once; revoking when there is none is not an error. */
export async function revokeFeedLink(db: Db, actor: JobActor): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteFeed(tx, actor.userId))) return;
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobCalendarFeedRevoked,
      resource: JOB_RESOURCE,
      details: {},
    });
  });
}

/**
 * The calendar behind a feed link, or 404 for a secret that is not (or no longer) a feed's: the
 * same answer for a revoked, rotated or invented one.
 */
export async function readCalendarFeed(
  db: Db,
  secret: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  if (!secret) throw feedNotFound();
  const userId = await findFeedOwner(db, hashSecret(secret));
  if (!userId) throw feedNotFound();
  const since = new Date(now.getTime() - FEED_DAYS * 86_400_000);
  const { applications, interviews } = await loadFeedRows(db, userId, since);
  const events = buildFeedEvents(applications, interviews, new URL(publicUrl).hostname);
  return buildCalendarFeed({ name: FEED_NAME, events, stamp: now });
}
