import { Activity } from 'lucide-react';
import type { ActivityLogEntry } from '../../../shared/api/admin-overview';
import { formatDateTime } from './format';

type ActivityListProps = { entries: ActivityLogEntry[]; showNetwork?: boolean; label: string };

function describeResource(entry: ActivityLogEntry): string | null {
  if (!entry.resource) return null;
  return entry.resourceId ? `${entry.resource} #${entry.resourceId}` : entry.resource;
}

/** Log entries as the Dashboard and Activity tabs show them; a missing user is the system (spec §2). */
export function ActivityList({ entries, showNetwork = false, label }: ActivityListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => {
        const resource = describeResource(entry);
        return (
          <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Activity
                aria-hidden="true"
                className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-accent-400"
              />
              <div className="min-w-0">
                <p className="text-sm text-slate-900 dark:text-white">
                  <span className="font-semibold">{entry.username ?? 'System'}</span>{' '}
                  <span className="text-slate-700 dark:text-slate-300">{entry.label}</span>{' '}
                  <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{entry.action}</span>
                </p>
                {resource || (showNetwork && entry.ipAddress) ? (
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {resource}
                    {resource && showNetwork && entry.ipAddress ? ' · ' : ''}
                    {showNetwork && entry.ipAddress ? `IP ${entry.ipAddress}` : ''}
                  </p>
                ) : null}
              </div>
            </div>
            <time dateTime={entry.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
              {formatDateTime(entry.createdAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
