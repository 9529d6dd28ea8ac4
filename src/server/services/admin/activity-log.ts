import { desc, eq, type SQL } from 'drizzle-orm';
import type { ActivityLogEntry, ActivityQuery } from '../../../shared/api/admin-overview';
import type { Db } from '../../db/client';
import { adminLogs, adminUsers } from '../../db/schema';
import { describeActivity } from '../../platform/activity';
import { olderThanCursor } from '../../platform/http/keyset-page';
import { encodeCursor } from '../../platform/http/page-cursor';

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

/** One page of the activity log, newest first, found by keyset so every page costs the same. */
export async function pageActivity(
  db: Db,
  query: ActivityQuery,
): Promise<{ items: ActivityLogEntry[]; nextCursor: string | null }> {
  const rows = await selectEntries(
    db,
    query.limit + 1,
    olderThanCursor(adminLogs.createdAt, adminLogs.id, query.cursor),
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ key: last.createdAt, id: last.id }) : null;
  return { items, nextCursor };
}

export function listRecentActivity(db: Db, limit: number): Promise<ActivityLogEntry[]> {
  return selectEntries(db, limit);
}
