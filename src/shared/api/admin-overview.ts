import { z } from '../zod';
import { pageQuerySchema } from './paging';

/** Spec §3: a table of the public schema as pg_tables names it, with its row count. */
export const databaseTableSchema = z.object({
  tablename: z.string(),
  tableowner: z.string(),
  schemaname: z.string(),
  rowCount: z.number().int(),
});
export type DatabaseTable = z.infer<typeof databaseTableSchema>;
export const databaseTableListSchema = z.array(databaseTableSchema);

/** Spec §3: one activity-log entry; a null username is shown as "System". */
export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  action: z.string(),
  resource: z.string().nullable(),
  resourceId: z.string().nullable(),
  /** The entry in words, e.g. "Deleted file report.pdf". */
  label: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const DEFAULT_ACTIVITY_PAGE_SIZE = 20;

/** GET /api/tools/logs: the plain list, newest first, a page at a time (see paging.ts). */
export const activityQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(DEFAULT_ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityLogListSchema = z.array(activityLogEntrySchema);

/** GET /api/tools/dashboard (spec §3: admin dashboard overview). */
export const dashboardOverviewSchema = z.object({
  certificatesCount: z.number().int(),
  filesCount: z.number().int(),
  tablesCount: z.number().int(),
  recentLogs: z.array(activityLogEntrySchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
