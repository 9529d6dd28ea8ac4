import { Briefcase, CalendarDays, FileText, type LucideIcon } from 'lucide-react';

type Stat = { label: string; value: number | undefined; icon: LucideIcon };

/** Spec §2: Total Resumes, Job Applications, This Month. */
export function ResumeStats({
  total,
  applications,
  thisMonth,
}: {
  total?: number;
  applications?: number;
  thisMonth?: number;
}) {
  const stats: Stat[] = [
    { label: 'Total Resumes', value: total, icon: FileText },
    { label: 'Job Applications', value: applications, icon: Briefcase },
    { label: 'This Month', value: thisMonth, icon: CalendarDays },
  ];
  return (
    <section aria-label="Resume statistics" className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{stat.label}</h2>
            <stat.icon aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" />
          </div>
          <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white" data-stat={stat.label}>
            {stat.value ?? '–'}
          </p>
        </div>
      ))}
    </section>
  );
}
