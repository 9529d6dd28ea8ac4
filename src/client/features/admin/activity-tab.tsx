import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { activityPageSchema } from '../../../shared/api/admin-overview';
import { Button } from '../../components/ui/button';
import { ActivityList } from './activity-list';
import { adminPaths, useAdminQuery } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';

const PAGE_SIZE = 20;

/** Spec §2 Activity: every entry with user, action, resource and id, IP and time; newest first, by page. */
export function ActivityTab({ isOpen }: { isOpen: boolean }) {
  const [page, setPage] = useState(1);
  const logs = useAdminQuery(
    adminPaths.logs,
    activityPageSchema,
    isOpen,
    `?page=${page}&pageSize=${PAGE_SIZE}`,
  );
  const data = logs.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <AdminCard
      title="Activity Log"
      actions={
        data && data.total > 0 ? (
          <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Button
              variant="outline"
              size="icon"
              onClick={() => setPage(page - 1)}
              disabled={page <= 1}
              aria-label="Previous page"
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setPage(page + 1)}
              disabled={page >= pages}
              aria-label="Next page"
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        ) : null
      }
    >
      {logs.isLoading ? <LoadingRow /> : null}
      {logs.isError ? <ErrorRow error={logs.error} /> : null}
      {data && data.items.length === 0 ? <EmptyState message="No activity logs found" /> : null}
      {data && data.items.length > 0 ? (
        <ActivityList entries={data.items} showNetwork label="Activity log" />
      ) : null}
    </AdminCard>
  );
}
