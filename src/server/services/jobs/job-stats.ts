import { eq, sql } from 'drizzle-orm';
import type { JobDashboardStats } from '../../../shared/api/job-stats';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';

const countWhere = (status: string) =>
  sql<number>`(count(*) filter (where ${jobApplications.status} = ${status}))::int`;

/**
 * The four stat cards in one query. Response Rate = round((interview + offer) / total × 100),
 * 0 when there are no applications (spec §2); PostgreSQL rounds halves away from zero.
 */
export async function computeDashboardStats(db: Db, userId: string): Promise<JobDashboardStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: countWhere('pending'),
      interview: countWhere('interview'),
      offer: countWhere('offer'),
      rejected: countWhere('rejected'),
      withdrawn: countWhere('withdrawn'),
      responseRate: sql<number>`coalesce(round(
        100.0 * (count(*) filter (where ${jobApplications.status} in ('interview', 'offer')))
        / nullif(count(*), 0)
      ), 0)::int`,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId));
  return row ?? { total: 0, pending: 0, interview: 0, offer: 0, rejected: 0, withdrawn: 0, responseRate: 0 };
}
