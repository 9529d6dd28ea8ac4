import { and, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/api/paging';
import type { BaseResume } from '../../../shared/api/resume-base';
import { readDesign } from '../../../shared/resume/layout/resume-design';
import { parseReportSchema } from '../../../shared/resume/parse-report';
import { type ParsedResume, parsedResumeSchema } from '../../../shared/resume/parsed-resume';
import type { Db } from '../../db/client';
import { baseResumes } from '../../db/schema';
import { olderThanCursor, type Page, toNewestFirstPage } from '../../platform/http/keyset-page';

export type BaseResumeRow = typeof baseResumes.$inferSelect;
export type NewBaseResume = Omit<typeof baseResumes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Stored JSON read back defensively: a row that no longer fits the schema shows as unparsed. */
export function readParsedContent(text: string | null): ParsedResume | null {
  if (!text) return null;
  try {
    const parsed = parsedResumeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function toBaseResume(row: BaseResumeRow): BaseResume {
  const report = parseReportSchema.safeParse(row.parseReport);
  return {
    id: row.id,
    name: row.name,
    fileName: row.fileName,
    isActive: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
    contentType: row.contentType,
    fileSize: row.fileSize,
    parsedContent: readParsedContent(row.parsedContent),
    report: report.success ? report.data : null,
    design: readDesign(row.design),
  };
}

const ownedBy = (userId: string, id: number) => and(eq(baseResumes.id, id), eq(baseResumes.userId, userId));

/** Newest first, a page at a time (docs/decisions/0014). */
export async function pageBaseResumes(db: Db, userId: string, query: PageQuery): Promise<Page<BaseResume>> {
  const rows = await db
    .select()
    .from(baseResumes)
    .where(
      and(
        eq(baseResumes.userId, userId),
        olderThanCursor(baseResumes.createdAt, baseResumes.id, query.cursor),
      ),
    )
    .orderBy(desc(baseResumes.createdAt), desc(baseResumes.id))
    .limit(query.limit + 1);
  return toNewestFirstPage(rows, query.limit, toBaseResume);
}

export async function findBaseResumeRow(db: Db, userId: string, id: number): Promise<BaseResumeRow | null> {
  const [row] = await db.select().from(baseResumes).where(ownedBy(userId, id)).limit(1);
  return row ?? null;
}

export async function findPrimaryBaseResume(db: Db, userId: string): Promise<BaseResumeRow | null> {
  const [row] = await db
    .select()
    .from(baseResumes)
    .where(and(eq(baseResumes.userId, userId), eq(baseResumes.isPrimary, true)))
    .limit(1);
  return row ?? null;
}

export async function insertBaseResume(tx: Db, values: NewBaseResume): Promise<BaseResumeRow> {
  const [row] = await tx.insert(baseResumes).values(values).returning();
  if (!row) throw new Error('base resume insert returned no row');
  return row;
}

/** Makes one resume the primary: the others stop being primary first, in the same transaction. */
export async function activateBaseResume(tx: Db, userId: string, id: number): Promise<BaseResumeRow | null> {
  const target = await findBaseResumeRow(tx, userId, id);
  if (!target) return null;
  await tx
    .update(baseResumes)
    .set({ isPrimary: false })
    .where(and(eq(baseResumes.userId, userId), eq(baseResumes.isPrimary, true)));
  const [row] = await tx.update(baseResumes).set({ isPrimary: true }).where(ownedBy(userId, id)).returning();
  return row ?? null;
}

/** Deletes one; when it was the primary, the newest remaining one takes its place. */
export async function deleteBaseResumeRow(tx: Db, userId: string, id: number): Promise<BaseResumeRow | null> {
  const [row] = await tx.delete(baseResumes).where(ownedBy(userId, id)).returning();
  if (!row?.isPrimary) return row ?? null;
  const [next] = await tx
    .select({ id: baseResumes.id })
    .from(baseResumes)
    .where(eq(baseResumes.userId, userId))
    .orderBy(desc(baseResumes.createdAt), desc(baseResumes.id))
    .limit(1);
  if (next) await tx.update(baseResumes).set({ isPrimary: true }).where(eq(baseResumes.id, next.id));
  return row;
}

export async function updateParsedContent(
  tx: Db,
  userId: string,
  id: number,
  resume: ParsedResume,
): Promise<BaseResumeRow | null> {
  const [row] = await tx
    .update(baseResumes)
    .set({ parsedContent: JSON.stringify(resume) })
    .where(ownedBy(userId, id))
    .returning();
  return row ?? null;
}

export async function updateBaseDesign(
  tx: Db,
  userId: string,
  id: number,
  design: BaseResumeRow['design'],
): Promise<BaseResumeRow | null> {
  const [row] = await tx.update(baseResumes).set({ design }).where(ownedBy(userId, id)).returning();
  return row ?? null;
}
