import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ActivityLogEntry, ActivityQuery } from '../../../shared/api/admin-overview';
import type { Db } from '../../db/client';
import { adminLogs, adminUsers } from '../../db/schema';
import { describeActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from '../../platform/http/page-cursor';

async function selectEntries(db: Db, limit: number, after?: SQL): Promise<ActivityLogEntry[]> {
  const rows = await db
    .select({
      id: adminLogs.id,
      username: adminUsers.username,
      action: adminLogs.action,
      resource: adminLogs.resource,
      resourceId: adminLogs.resourceId,
      details: adminLogs.details,
      ipAddress: adminLogs.ipAddress,
      createdAt: adminLogs.createdAt,
    })
    .from(adminLogs)
    .leftJoin(adminUsers, eq(adminLogs.userId, adminUsers.id))
    .where(after)
    .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
    .limit(limit);
  return rows.map(({ details, ...row }) => ({
    ...row,
    label: describeActivity(row.action, details),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Entries older than a position in the log: before its time, or at it with a smaller id. */
function olderThan(cursor: string): SQL | undefined {
  const position = decodeCursor(cursor);
  const time = new Date(String(position.key));
  if (Number.isNaN(time.getTime())) throw new AppError('bad-request', INVALID_CURSOR);
  const at = sql`${time.toISOString()}::timestamptz`;
  // One row comparison: both keys run downwards, so the index answers it as a range.
  return sql`(${adminLogs.createdAt}, ${adminLogs.id}) < (${at}, ${position.id})`;
}

/** One page of the activity log, newest first, found by keyset so every page costs the same. */
export async function pageActivity(
  db: Db,
  query: ActivityQuery,
): Promise<{ items: ActivityLogEntry[]; nextCursor: string | null }> {
  const rows = await selectEntries(db, query.limit + 1, query.cursor ? olderThan(query.cursor) : undefined);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ key: last.createdAt, id: last.id }) : null;
  return { items, nextCursor };
}

export function listRecentActivity(db: Db, limit: number): Promise<ActivityLogEntry[]> {
  return selectEntries(db, limit);
}
