import { count, desc, eq } from 'drizzle-orm';
import type { ActivityLogEntry, ActivityPage, ActivityQuery } from '../../../shared/api/admin-overview';
import type { Db } from '../../db/client';
import { adminLogs, adminUsers } from '../../db/schema';
import { describeActivity } from '../../platform/activity';

async function selectEntries(db: Db, limit: number, offset: number): Promise<ActivityLogEntry[]> {
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
    .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ details, ...row }) => ({
    ...row,
    label: describeActivity(row.action, details),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One page of the activity log, newest first. */
export async function listActivity(db: Db, query: ActivityQuery): Promise<ActivityPage> {
  const [items, [totals]] = await Promise.all([
    selectEntries(db, query.pageSize, (query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adminLogs),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export function listRecentActivity(db: Db, limit: number): Promise<ActivityLogEntry[]> {
  return selectEntries(db, limit, 0);
}
