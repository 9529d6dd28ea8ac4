import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/api/paging';
import type { ResumeStats, TailoredResume } from '../../../shared/api/resume-tailored';
import { coverLetterSchema } from '../../../shared/resume/cover-letter';
import { readDesign } from '../../../shared/resume/layout/resume-design';
import { readOwnerEdits } from '../../../shared/resume/owner-edits';
import { resumeChangeSchema } from '../../../shared/resume/resume-changes';
import { tailoringRoundSchema } from '../../../shared/resume/tailoring-rounds';
import type { Db } from '../../db/client';
import { tailoredResumes } from '../../db/schema';
import { olderThanCursor, type Page, toNewestFirstPage } from '../../platform/http/keyset-page';

export type TailoredResumeRow = typeof tailoredResumes.$inferSelect;
export type NewTailoredResume = Omit<typeof tailoredResumes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function toTailoredResume(row: TailoredResumeRow): TailoredResume {
  const changes = resumeChangeSchema.array().safeParse(row.changes);
  const rounds = tailoringRoundSchema.array().safeParse(row.rounds);
  const letter = coverLetterSchema.safeParse(row.coverLetter);
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    jobApplicationId: row.jobApplicationId,
    baseResumeId: row.baseResumeId,
    changes: changes.success ? changes.data : [],
    qualityScore: row.qualityScore,
    iterations: row.iterations,
    design: readDesign(row.design),
    ownerEdits: readOwnerEdits(row.ownerEdits),
    rounds: rounds.success ? rounds.data : [],
    coverLetter: letter.success ? letter.data : null,
  };
}

const ownedBy = (userId: string, id: number) =>
  and(eq(tailoredResumes.id, id), eq(tailoredResumes.userId, userId));

/** Newest first, a page at a time (docs/decisions/0014). */
export async function pageTailoredResumes(
  db: Db,
  userId: string,
  query: PageQuery,
): Promise<Page<TailoredResume>> {
  const rows = await db
    .select()
    .from(tailoredResumes)
    .where(
      and(
        eq(tailoredResumes.userId, userId),
        olderThanCursor(tailoredResumes.createdAt, tailoredResumes.id, query.cursor),
      ),
    )
    .orderBy(desc(tailoredResumes.createdAt), desc(tailoredResumes.id))
    .limit(query.limit + 1);
  return toNewestFirstPage(rows, query.limit, toTailoredResume);
}

/** The builder's exact counts: every tailored resume, and those made since `since`. */
export async function countTailoredResumes(db: Db, userId: string, since: Date): Promise<ResumeStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      since: sql<number>`(count(*) filter (where ${tailoredResumes.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(tailoredResumes)
    .where(eq(tailoredResumes.userId, userId));
  return { total: row?.total ?? 0, since: row?.since ?? 0 };
}

export async function findTailoredResumeRow(
  db: Db,
  userId: string,
  id: number,
): Promise<TailoredResumeRow | null> {
  const [row] = await db.select().from(tailoredResumes).where(ownedBy(userId, id)).limit(1);
  return row ?? null;
}

export async function insertTailoredResume(tx: Db, values: NewTailoredResume): Promise<TailoredResumeRow> {
  const [row] = await tx.insert(tailoredResumes).values(values).returning();
  if (!row) throw new Error('tailored resume insert returned no row');
  return row;
}

export async function updateTailoredResume(
  tx: Db,
  userId: string,
  id: number,
  values: Partial<NewTailoredResume>,
): Promise<TailoredResumeRow | null> {
  const [row] = await tx.update(tailoredResumes).set(values).where(ownedBy(userId, id)).returning();
  return row ?? null;
}

export async function deleteTailoredResumeRow(
  tx: Db,
  userId: string,
  id: number,
): Promise<TailoredResumeRow | null> {
  const [row] = await tx.delete(tailoredResumes).where(ownedBy(userId, id)).returning();
  return row ?? null;
}

/** The newest resume tailored for this application that the owner edited by hand. */
export async function findLatestEditedResume(
  db: Db,
  userId: string,
  jobApplicationId: number,
): Promise<TailoredResumeRow | null> {
  const [row] = await db
    .select()
    .from(tailoredResumes)
    .where(
      and(
        eq(tailoredResumes.userId, userId),
        eq(tailoredResumes.jobApplicationId, jobApplicationId),
        isNotNull(tailoredResumes.ownerEdits),
      ),
    )
    .orderBy(desc(tailoredResumes.createdAt), desc(tailoredResumes.id))
    .limit(1);
  return row ?? null;
}
