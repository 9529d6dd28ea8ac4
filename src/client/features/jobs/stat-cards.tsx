import { Briefcase, CalendarClock, Clock, type LucideIcon, TrendingUp } from 'lucide-react';
import type { JobDashboardStats } from '../../../shared/api/job-stats';

type StatCard = { label: string; value: (stats: JobDashboardStats) => string; icon: LucideIcon };

const CARDS: StatCard[] = [
  { label: 'Total Applications', value: (stats) => String(stats.total), icon: Briefcase },
  { label: 'Active Interviews', value: (stats) => String(stats.interview), icon: CalendarClock },
  { label: 'Pending Responses', value: (stats) => String(stats.pending), icon: Clock },
  { label: 'Response Rate', value: (stats) => `${stats.responseRate}%`, icon: TrendingUp },
];

/** The four stat cards of spec §2, as counted by the server. */
export function StatCards({ stats }: { stats: JobDashboardStats | undefined }) {
  return (
    <section aria-label="Application statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div
          key={card.label}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{card.label}</h2>
            <card.icon aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" />
          </div>
          <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white" data-stat={card.label}>
            {stats ? card.value(stats) : '–'}
          </p>
        </div>
      ))}
    </section>
  );
}
