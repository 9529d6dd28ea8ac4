import { z } from '../zod';

/**
 * Lists that can grow are read a page at a time. The reply body stays the plain list; the next
 * page's address travels in a `Link: <…>; rel="next"` header with an opaque cursor, as large public
 * APIs do, and no `Link` header means the last page. `limit` is the page size.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(512).optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The URL of the next page from a `Link` header, or null on the last page. */
export function nextPageUrl(linkHeader: string | null): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}
