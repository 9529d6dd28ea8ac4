import { CalendarClock, CircleCheck, CircleMinus, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { type ApplicationStatus, statusLabels } from '../../../shared/api/job-applications';

const BADGES: Partial<Record<ApplicationStatus, string>> = {
  interview: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  offer: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
};

export const STATUS_ICONS: Record<ApplicationStatus, LucideIcon> = {
  pending: Clock,
  interview: CalendarClock,
  offer: CircleCheck,
  rejected: CircleX,
  withdrawn: CircleMinus,
};

const ICON_COLOURS: Record<ApplicationStatus, string> = {
  pending: 'text-amber-600',
  interview: 'text-blue-600',
  offer: 'text-green-600',
  rejected: 'text-red-600',
  withdrawn: 'text-slate-500',
};

export function StatusIcon({ status }: { status: ApplicationStatus }) {
  const Icon = STATUS_ICONS[status];
  return <Icon aria-hidden="true" className={`h-5 w-5 shrink-0 ${ICON_COLOURS[status]}`} />;
}

/** Spec §4: Interview, Pending, Rejected and Offer show as badges; any other status as plain text. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const badge = BADGES[status];
  if (!badge)
    return <span className="text-sm text-slate-600 dark:text-slate-300">{statusLabels[status]}</span>;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge}`}>
      {statusLabels[status]}
    </span>
  );
}
