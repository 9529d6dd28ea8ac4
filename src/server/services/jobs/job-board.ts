import { desc, eq } from 'drizzle-orm';
import { type BoardCard, boardStatuses, type JobBoard } from '../../../shared/api/job-board';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';

const toIso = (date: Date) => date.toISOString();

/** Groups cards by status, each column in the order given: pure, so the grouping is tested apart. */
export function groupBoard(cards: readonly BoardCard[]): JobBoard {
  return {
    columns: boardStatuses.map((status) => {
      const inColumn = cards.filter((card) => card.status === status);
      return { status, count: inColumn.length, cards: inColumn };
    }),
  };
}

/** The user's whole pipeline in one query of the few columns a card shows, latest change first. */
export async function loadBoard(db: Db, userId: string): Promise<JobBoard> {
  const rows = await db
    .select({
      id: jobApplications.id,
      company: jobApplications.company,
      position: jobApplications.position,
      location: jobApplications.location,
      status: jobApplications.status,
      priority: jobApplications.priority,
      appliedDate: jobApplications.appliedDate,
      nextStepAction: jobApplications.nextStepAction,
      nextStepDate: jobApplications.nextStepDate,
      updatedAt: jobApplications.updatedAt,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.updatedAt), desc(jobApplications.id));
  return groupBoard(
    rows.map((row) => ({
      ...row,
      status: row.status as BoardCard['status'],
      priority: row.priority as BoardCard['priority'],
      appliedDate: toIso(row.appliedDate),
      nextStepDate: row.nextStepDate ? toIso(row.nextStepDate) : null,
      updatedAt: toIso(row.updatedAt),
    })),
  );
}
