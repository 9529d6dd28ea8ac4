import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import type { JobFunnel } from '../../../shared/api/job-funnel';
import { calendarDayIn } from '../../../shared/jobs/follow-ups';
import type { Db } from '../../db/client';
import { jobApplicationEvents, jobApplications } from '../../db/schema';
import { type FunnelRow, summariseFunnel } from './funnel-figures';

const a = jobApplications;
const e = jobApplicationEvents;

/** A stage the employer's answer moves an application into (withdrawn is the owner's own step). */
const ANSWERED = sql`('interview', 'offer', 'rejected')`;
const isStage = sql`${e.type} in ('created', 'status')`;

/**
 * One row per application with what its history shows, in one grouped read. A response's time
 * comes from a stage entered after applying or an interview booked, never from the first stage
 * of an application added at a later stage (that answer came before it was recorded).
 */
async function loadFunnelRows(db: Db, userId: string): Promise<FunnelRow[]> {
  const rows = await db
    .select({
      status: sql<ApplicationStatus>`${a.status}`,
      source: a.source,
      appliedDay: sql<string>`to_char(${a.appliedDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      firstResponseAt: sql<string | null>`min(case
        when ${e.type} = 'status' and ${e.status} in ${ANSWERED} then ${e.eventDate}
        when ${e.type} = 'interview' then ${e.createdAt} end)`,
      hasResponded: sql<boolean>`coalesce(bool_or((${isStage} and ${e.status} in ${ANSWERED}) or ${e.type} = 'interview'), false)`,
      hasInterviewed: sql<boolean>`coalesce(bool_or((${isStage} and ${e.status} in ('interview', 'offer')) or ${e.type} = 'interview'), false)`,
      hasOffer: sql<boolean>`coalesce(bool_or(${isStage} and ${e.status} = 'offer'), false)`,
    })
    .from(a)
    .leftJoin(e, eq(e.applicationId, a.id))
    .where(eq(a.userId, userId))
    .groupBy(a.id);
  return rows.map((row) => ({
    ...row,
    firstResponseAt: row.firstResponseAt === null ? null : new Date(row.firstResponseAt),
  }));
}

export async function computeFunnel(
  db: Db,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<JobFunnel> {
  return summariseFunnel(await loadFunnelRows(db, userId), calendarDayIn(timeZone, now));
}
