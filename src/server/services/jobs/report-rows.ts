import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ApplicationPriority, ApplicationStatus } from '../../../shared/api/job-applications';
import type { Db } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { jobApplications } from '../../db/schema';
import type { ReportApplication } from './csv-export';

const t = jobApplications;

/**
 * Only the columns the report prints, dates already as text: a 100,000-row export allocates a
 * few strings per cell instead of whole rows with descriptions, Date objects and their ISO copies.
 * The report prints the calendar day of each date.
 */
const reportColumns = {
  id: t.id,
  company: t.company,
  position: t.position,
  // The table's check constraints hold these to the schema's values.
  status: sql<ApplicationStatus>`${t.status}`,
  priority: sql<ApplicationPriority>`${t.priority}`,
  appliedDate: isoText<string>(t.appliedDate),
  location: t.location,
  salary: t.salary,
  source: t.source,
  jobUrl: t.jobUrl,
  hiringManager: t.hiringManager,
  hiringManagerLink: t.hiringManagerLink,
  contactPerson: t.contactPerson,
  contactEmail: t.contactEmail,
  nextStepDate: isoText<string | null>(t.nextStepDate),
  nextStepAction: t.nextStepAction,
  notes: t.notes,
};

export type ReportPosition = { appliedDate: string; id: number };

/**
 * The report's rows after `position` in the list's default order (applied newest first, then the
 * newer id), by keyset like the list's pages.
 */
export async function pageReportRows(
  db: Db,
  userId: string,
  position: ReportPosition | null,
  limit: number,
): Promise<ReportApplication[]> {
  const conditions: SQL[] = [eq(t.userId, userId)];
  if (position) {
    conditions.push(
      sql`(${t.appliedDate}, ${t.id}) < (${position.appliedDate}::timestamptz, ${position.id})`,
    );
  }
  return db
    .select(reportColumns)
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.appliedDate), desc(t.id))
    .limit(limit);
}
