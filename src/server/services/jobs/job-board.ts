import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import {
  BOARD_PAGE_SIZE,
  type BoardCard,
  type BoardColumnPage,
  boardStatuses,
  type JobBoard,
} from '../../../shared/api/job-board';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from '../../platform/http/page-cursor';

const t = jobApplications;
const toIso = (date: Date) => date.toISOString();

const cardColumns = {
  id: t.id,
  company: t.company,
  position: t.position,
  location: t.location,
  status: t.status,
  priority: t.priority,
  appliedDate: t.appliedDate,
  nextStepAction: t.nextStepAction,
  nextStepDate: t.nextStepDate,
  updatedAt: t.updatedAt,
};

type CardRow = Pick<typeof t.$inferSelect, keyof typeof cardColumns>;

function toCard(row: CardRow): BoardCard {
  return {
    ...row,
    status: row.status as BoardCard['status'],
    priority: row.priority as BoardCard['priority'],
    appliedDate: toIso(row.appliedDate),
    nextStepDate: row.nextStepDate ? toIso(row.nextStepDate) : null,
    updatedAt: toIso(row.updatedAt),
  };
}

/** Cards after a cursor: changed earlier, or at the same instant with a smaller id. */
function after(cursor: string): SQL {
  const position = decodeCursor(cursor);
  const instant = new Date(String(position.key));
  if (typeof position.key !== 'string' || Number.isNaN(instant.getTime())) {
    throw new AppError('bad-request', INVALID_CURSOR);
  }
  return sql`(${t.updatedAt}, ${t.id}) < (${instant.toISOString()}::timestamptz, ${position.id})`;
}

/**
 * One column's cards, latest change first, a page at a time by keyset: the index on (user,
 * status, updated, id) answers any page as a short range, whatever the column's length.
 */
export async function pageBoardColumn(
  db: Db,
  userId: string,
  status: ApplicationStatus,
  page: { cursor?: string; limit?: number },
): Promise<BoardColumnPage> {
  const limit = page.limit ?? BOARD_PAGE_SIZE;
  const conditions = [eq(t.userId, userId), eq(t.status, status)];
  if (page.cursor) conditions.push(after(page.cursor));
  const rows = await db
    .select(cardColumns)
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.updatedAt), desc(t.id))
    .limit(limit + 1);
  const cards = rows.slice(0, limit).map(toCard);
  const last = cards.at(-1);
  return {
    cards,
    nextCursor: rows.length > limit && last ? encodeCursor({ key: last.updatedAt, id: last.id }) : null,
  };
}

/** How many applications each status holds, in one pass over the user's rows. */
async function countByStatus(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: t.status, count: sql<number>`count(*)::int` })
    .from(t)
    .where(eq(t.userId, userId))
    .groupBy(t.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/**
 * The board's first view: every column's count and its first page of cards. Whatever the
 * pipeline's size, the reply holds at most five pages of cards.
 */
export async function loadBoard(db: Db, userId: string): Promise<JobBoard> {
  const counts = await countByStatus(db, userId);
  const columns = [];
  // One column after another: PGlite is one connection, and a pool gains little on five short reads.
  for (const status of boardStatuses) {
    const count = counts.get(status) ?? 0;
    const page = count > 0 ? await pageBoardColumn(db, userId, status, {}) : { cards: [], nextCursor: null };
    columns.push({ status, count, ...page });
  }
  return { columns };
}
