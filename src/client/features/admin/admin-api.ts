import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiRequest } from '../../lib/api';

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

/** After a change: the lists it touched, the dashboard's counts and the activity log. */
export function refreshAfterChange(queryClient: QueryClient, ...paths: string[]): void {
  for (const path of [...paths, adminPaths.dashboard, adminPaths.logs]) {
    void queryClient.invalidateQueries({ queryKey: [path] });
  }
}
