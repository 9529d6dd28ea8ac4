import { CalendarClock, CalendarPlus, Loader2, Send, Trash2 } from 'lucide-react';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import type { JobApplicationEvent } from '../../../shared/api/job-events';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeApiError } from './api-error';
import { calendarHref } from './calendar-href';
import { formatCalendarDay, formatInZone, formatMoment } from './format-dates';
import { useDeleteInterview } from './job-mutations';
import { useApplicationEvents } from './job-queries';
import { StatusIcon } from './status-badge';

function whenOf(event: JobApplicationEvent): string {
  if (event.type === 'created') return formatCalendarDay(event.eventDate);
  if (event.type === 'interview') return formatInZone(event.eventDate, event.timeZone);
  return formatMoment(event.eventDate);
}

function EventIcon({ event }: { event: JobApplicationEvent }) {
  if (event.type === 'interview')
    return <CalendarClock aria-hidden="true" className="h-5 w-5 text-blue-600" />;
  if (event.type === 'created') return <Send aria-hidden="true" className="h-5 w-5 text-slate-500" />;
  return <StatusIcon status={(event.status ?? 'pending') as ApplicationStatus} />;
}

/** The details dialog's timeline: every stage with its date, and the interviews with their .ics files. */
export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const events = useApplicationEvents(applicationId);
  const remove = useDeleteInterview();
  if (events.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading history...
      </p>
    );
  }
  if (!events.data?.length)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No history yet.</p>;
  return (
    <ol
      className="relative grid gap-4 border-l border-slate-200 pl-6 dark:border-slate-700"
      aria-label="Application history"
    >
      {events.data.map((event) => (
        <li key={event.id} className="relative">
          <span className="absolute top-0 -left-[2.2rem] rounded-full bg-white p-1 dark:bg-slate-900">
            <EventIcon event={event} />
          </span>
          <p className="font-medium text-slate-900 dark:text-white">{event.title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{whenOf(event)}</p>
          {event.description ? (
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700 dark:text-slate-300">
              {event.description}
            </p>
          ) : null}
          {event.type === 'interview' ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href={calendarHref(event)} download>
                  <CalendarPlus aria-hidden="true" className="h-4 w-4" /> Add to calendar (.ics)
                </a>
              </Button>
              <ConfirmDialog
                title="Remove this interview?"
                confirmLabel="Remove"
                onConfirm={() =>
                  remove.mutate(
                    { applicationId, eventId: event.id },
                    {
                      onSuccess: () => toast({ title: 'Interview removed' }),
                      onError: (error) =>
                        toast({
                          variant: 'destructive',
                          title: 'Failed to remove interview',
                          description: describeApiError(error),
                        }),
                    },
                  )
                }
                trigger={
                  <Button variant="ghost">
                    <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" /> Remove
                  </Button>
                }
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
