import { and, desc, eq } from 'drizzle-orm';
import type { InsertJobApplication, JobApplication } from '../../../shared/api/job-applications';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';

/** A row as the services read it; the search text is the database's own and stays there. */
export type JobApplicationRow = Omit<typeof jobApplications.$inferSelect, 'searchText'>;

const toIso = (date: Date) => date.toISOString();

/** A row in the shared reply shape; the only place rows become replies. */
export function toJobApplication(row: JobApplicationRow & { searchText?: string }): JobApplication {
  const { userId: _userId, searchText: _searchText, ...fields } = row;
  return {
    ...fields,
    status: fields.status as JobApplication['status'],
    priority: fields.priority as JobApplication['priority'],
    appliedDate: toIso(row.appliedDate),
    nextStepDate: row.nextStepDate ? toIso(row.nextStepDate) : null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const ownedBy = (userId: string, id: number) =>
  and(eq(jobApplications.id, id), eq(jobApplications.userId, userId));

/**
 * One application of one user, or null when it does not exist or belongs to someone else:
 * callers answer both with 404, so an id reveals nothing. Stable signature: the resume builder uses it.
 */
export async function findApplicationForUser(
  db: Db,
  userId: string,
  id: number,
): Promise<JobApplication | null> {
  const [row] = await db.select().from(jobApplications).where(ownedBy(userId, id)).limit(1);
  return row ? toJobApplication(row) : null;
}

/** All of a user's applications, most recently applied first. Stable signature: the resume builder uses it. */
export async function listApplicationsForUser(db: Db, userId: string): Promise<JobApplication[]> {
  const rows = await db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.appliedDate), desc(jobApplications.id));
  return rows.map(toJobApplication);
}

export async function insertApplicationRow(
  tx: Db,
  userId: string,
  input: InsertJobApplication,
): Promise<JobApplicationRow> {
  const [row] = await tx
    .insert(jobApplications)
    .values({ ...input, userId })
    .returning();
  if (!row) throw new Error('job application insert returned no row');
  return row;
}

/** Locks the user's row for the rest of the transaction, so a status change and its event stay in step. */
export async function lockApplicationRow(
  tx: Db,
  userId: string,
  id: number,
): Promise<JobApplicationRow | null> {
  const [row] = await tx.select().from(jobApplications).where(ownedBy(userId, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateApplicationRow(
  tx: Db,
  userId: string,
  id: number,
  changes: Partial<InsertJobApplication>,
): Promise<JobApplicationRow | null> {
  const [row] = await tx
    .update(jobApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(userId, id))
    .returning();
  return row ?? null;
}

export async function deleteApplicationRow(
  tx: Db,
  userId: string,
  id: number,
): Promise<JobApplicationRow | null> {
  const [row] = await tx.delete(jobApplications).where(ownedBy(userId, id)).returning();
  return row ?? null;
}
