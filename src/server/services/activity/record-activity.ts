import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { adminLogs } from '../../db/schema';

/** Where an action came from; null for the command line. */
export type ActivitySource = Pick<FastifyRequest, 'ip' | 'headers'> & {
  principal?: FastifyRequest['principal'];
};

export type ActivityEntry = {
  action: string;
  resource?: string | null;
  resourceId?: string | number | null;
  details?: Record<string, unknown> | null;
  /** admin_users.id of the actor; defaults to the signed-in local owner, if any. */
  adminUserId?: number | null;
};

const MAX_USER_AGENT = 512;

/**
 * Writes one activity-log row. Pass the transaction that makes the change being recorded,
 * so the change and its entry commit (or roll back) together.
 */
export async function recordActivity(
  tx: Db,
  source: ActivitySource | null,
  entry: ActivityEntry,
): Promise<void> {
  const userAgent = source?.headers['user-agent'];
  await tx.insert(adminLogs).values({
    userId: entry.adminUserId !== undefined ? entry.adminUserId : (source?.principal?.adminUserId ?? null),
    action: entry.action,
    resource: entry.resource ?? null,
    resourceId: entry.resourceId == null ? null : String(entry.resourceId),
    details: entry.details ?? null,
    ipAddress: source?.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
  });
}
