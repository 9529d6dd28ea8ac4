import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ZodType } from 'zod';
import { apiRequest, apiRequestPage } from '../../lib/api';

/** The admin tabs' GET paths; each is also its query key (spec §7's default query). */
export const adminPaths = {
  dashboard: '/api/tools/dashboard',
  certificates: '/api/tools/certificates',
  files: '/api/tools/files',
  tables: '/api/tools/database/tables',
  logs: '/api/tools/logs',
  screenshotStatus: '/api/screenshots/status',
} as const;

/**
 * A tab's data, fetched only while the tab is open (spec §2); the reply is checked against the
 * shared schema. Cached data stays for the next visit: queries never go stale (spec §9).
 */
export function useAdminQuery<T>(
  path: string,
  schema: ZodType<T>,
  isOpen: boolean,
  extraKey?: string | number,
) {
  const url = extraKey === undefined ? path : `${path}${String(extraKey)}`;
  return useQuery({
    queryKey: extraKey === undefined ? [path] : [path, extraKey],
    queryFn: () => apiRequest('GET', url, undefined, schema),
    enabled: isOpen,
  });
}

/**
 * A tab's list a page at a time (the next page's address comes in the reply's Link header), keyed
 * under the tab's path so refreshAfterChange refreshes it too.
 */
export function useAdminPages<T>(path: string, schema: ZodType<T[]>, isOpen: boolean) {
  const pages = useInfiniteQuery({
    queryKey: [path, 'pages'],
    initialPageParam: path,
    queryFn: ({ pageParam }) => apiRequestPage(pageParam, schema),
    getNextPageParam: (page) => page.next,
    enabled: isOpen,
  });
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  return { ...pages, items };
}

/** After a change: the lists it touched, the dashboard's counts and the activity log. */
export function refreshAfterChange(queryClient: QueryClient, ...paths: string[]): void {
  for (const path of [...paths, adminPaths.dashboard, adminPaths.logs]) {
    void queryClient.invalidateQueries({ queryKey: [path] });
  }
}
