import { activityLogListSchema } from '../../../shared/api/admin-overview';
import { LoadMore } from '../../components/ui/load-more';
import { ActivityList } from './activity-list';
import { adminPaths, useAdminPages } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';

/** Spec §2 Activity: every entry with user, action, resource and id, IP and time; newest first, a page at a time. */
export function ActivityTab({ isOpen }: { isOpen: boolean }) {
  const logs = useAdminPages(adminPaths.logs, activityLogListSchema, isOpen);
  const entries = logs.items;
  return (
    <AdminCard title="Activity Log">
      {logs.isLoading ? <LoadingRow /> : null}
      {logs.isError ? <ErrorRow error={logs.error} /> : null}
      {logs.data && entries.length === 0 ? <EmptyState message="No activity logs found" /> : null}
      {entries.length > 0 ? <ActivityList entries={entries} showNetwork label="Activity log" /> : null}
      {logs.hasNextPage ? (
        <LoadMore
          label="Show older entries"
          loadingLabel="Loading older entries..."
          isLoading={logs.isFetchingNextPage}
          onLoad={() => {
            if (!logs.isFetchingNextPage) void logs.fetchNextPage();
          }}
        />
      ) : null}
    </AdminCard>
  );
}
