import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { decodeCursor, encodeCursor, INVALID_CURSOR, nextPageLink } from './page-cursor';

export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * Rows older than a cursor in a newest-first list ordered by (time, id), both downwards: one row
 * comparison, which an index on (…, time, id) answers as a range however deep the page.
 */
export function olderThanCursor(time: AnyColumn, id: AnyColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor);
  const at = new Date(String(position.key));
  if (Number.isNaN(at.getTime())) throw new AppError('bad-request', INVALID_CURSOR);
  return sql`(${time}, ${id}) < (${at.toISOString()}::timestamptz, ${position.id})`;
}

/** A page from `limit + 1` rows read: the extra row only says whether another page follows. */
export function toNewestFirstPage<R extends { id: number; createdAt: Date }, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ key: last.createdAt.toISOString(), id: last.id }) : null;
  return { items: items.map(toItem), nextCursor };
}

/** The page's items as the reply body, and the next page's address in the `Link` header. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) {
    reply.header('Link', nextPageLink(request.routeOptions.url ?? '', request.url, page.nextCursor));
  }
  return page.items;
}
