import type { JobApplication } from '../../../shared/api/job-applications';
import { formatCalendarDay } from './format-dates';

const monthAndDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The words after "Next:". The day is added unless the action already names it
 * ("Interview Thu Dec 3, 2:30 PM PT" on Dec 3 is not followed by "(Dec 3, 2026)").
 */
export function describeNextStep(
  application: Pick<JobApplication, 'nextStepAction' | 'nextStepDate'>,
): string {
  const { nextStepAction: action, nextStepDate: date } = application;
  if (!date) return action ?? '';
  const day = formatCalendarDay(date);
  if (!action) return day;
  const namesTheDay = new RegExp(`\\b${monthAndDay.format(new Date(date))}\\b`).test(action);
  return namesTheDay ? action : `${action} (${day})`;
}
