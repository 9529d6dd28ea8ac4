import { Database, FileText, type LucideIcon, ShieldCheck } from 'lucide-react';
import { dashboardOverviewSchema } from '../../../shared/api/admin-overview';
import { ActivityList } from './activity-list';
import { adminPaths, useAdminQuery } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';

function CountCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}) {
  return (
    <AdminCard className="flex items-center gap-4">
      <Icon aria-hidden="true" className="h-9 w-9 text-brand-600 dark:text-accent-400" />
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
        <p className="text-3xl font-bold text-slate-900 dark:text-white">{value ?? '…'}</p>
      </div>
    </AdminCard>
  );
}

/** Spec §2 Dashboard: three counts and the recent activity. */
export function DashboardTab({ isOpen }: { isOpen: boolean }) {
  const overview = useAdminQuery(adminPaths.dashboard, dashboardOverviewSchema, isOpen);
  const data = overview.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <CountCard label="SSL Certificates" value={data?.certificatesCount} icon={ShieldCheck} />
        <CountCard label="Managed Files" value={data?.filesCount} icon={FileText} />
        <CountCard label="Database Tables" value={data?.tablesCount} icon={Database} />
      </div>
      <AdminCard title="Recent Activity">
        {overview.isLoading ? <LoadingRow /> : null}
        {overview.isError ? <ErrorRow error={overview.error} /> : null}
        {data && data.recentLogs.length === 0 ? <EmptyState message="No activity logs found" /> : null}
        {data && data.recentLogs.length > 0 ? (
          <ActivityList entries={data.recentLogs} label="Recent activity" />
        ) : null}
      </AdminCard>
    </div>
  );
}
