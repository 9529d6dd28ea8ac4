import { AlarmClock } from 'lucide-react';
import type { JobApplication } from '../../../shared/api/job-applications';
import { calendarDayIn, followUpLabels, followUpState } from '../../../shared/jobs/follow-ups';
import { browserTimeZone } from './format-dates';

const FLAG_CLASSES = {
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
} as const;

/** Today in the owner's own zone: a next step is due on the owner's calendar day, not UTC's. */
export const browserToday = (): string => calendarDayIn(browserTimeZone());

/** "Overdue" or "Due today" beside a next step that needs chasing; nothing otherwise. */
export function FollowUpFlag({
  application,
}: {
  application: Pick<JobApplication, 'status' | 'nextStepDate'>;
}) {
  const state = followUpState(application, browserToday());
  if (!state) return null;
  return (
    <span
      data-follow-up={state}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${FLAG_CLASSES[state]}`}
    >
      <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" /> {followUpLabels[state]}
    </span>
  );
}
