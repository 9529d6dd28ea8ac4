import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { activityLogListSchema } from '../../../shared/api/admin-overview';
import { Button } from '../../components/ui/button';
import { apiRequestPage } from '../../lib/api';
import { ActivityList } from './activity-list';
import { adminPaths } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';

/** Spec §2 Activity: every entry with user, action, resource and id, IP and time; newest first, a page at a time. */
export function ActivityTab({ isOpen }: { isOpen: boolean }) {
  const logs = useInfiniteQuery({
    // Under the tab's path, so a change anywhere in the tools refreshes it (refreshAfterChange).
    queryKey: [adminPaths.logs, 'pages'],
    initialPageParam: adminPaths.logs as string,
    queryFn: ({ pageParam }) => apiRequestPage(pageParam, activityLogListSchema),
    getNextPageParam: (page) => page.next,
    enabled: isOpen,
  });
  const entries = useMemo(() => logs.data?.pages.flatMap((page) => page.items) ?? [], [logs.data]);
  return (
    <AdminCard title="Activity Log">
      {logs.isLoading ? <LoadingRow /> : null}
      {logs.isError ? <ErrorRow error={logs.error} /> : null}
      {logs.data && entries.length === 0 ? <EmptyState message="No activity logs found" /> : null}
      {entries.length > 0 ? <ActivityList entries={entries} showNetwork label="Activity log" /> : null}
      {logs.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void logs.fetchNextPage()}
            disabled={logs.isFetchingNextPage}
          >
            {logs.isFetchingNextPage ? 'Loading older entries...' : 'Show older entries'}
          </Button>
        </div>
      ) : null}
    </AdminCard>
  );
}
