import { CalendarPlus, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { JobApplication } from '../../../shared/api/job-applications';
import type { JobApplicationEvent } from '../../../shared/api/job-events';
import { describeInterviewTime } from '../../../shared/jobs/interview-words';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { describeApiError } from './api-error';
import { todayInputValue } from './application-form-values';
import { calendarHref } from './calendar-href';
import { Select, TextArea, TextInput } from './form-controls';
import { browserTimeZone, formatInZone, listTimeZones } from './format-dates';
import { useScheduleInterview } from './job-mutations';

type ScheduleInterviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applications: JobApplication[];
  /** The application to schedule for; the owner may pick another. */
  applicationId: number | null;
};

const DURATIONS = ['30', '45', '60', '90', '120'].map((value) => ({ value, label: `${value} minutes` }));
const FORM_ID = 'schedule-interview-form';

/** Schedule Interview: a date and time in a named time zone, shown in the timeline and exported as .ics. */
export function ScheduleInterviewDialog({
  open,
  onOpenChange,
  applications,
  applicationId,
}: ScheduleInterviewDialogProps) {
  const schedule = useScheduleInterview();
  const zones = useMemo(
    () => listTimeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  const [chosen, setChosen] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [title, setTitle] = useState('Interview');
  const [duration, setDuration] = useState('60');
  const [notes, setNotes] = useState('');
  const [setNextStep, setSetNextStep] = useState(true);
  const [scheduled, setScheduled] = useState<JobApplicationEvent | null>(null);

  // A fresh form each time the dialog opens, never when the applications list is refetched: the
  // refetch that follows scheduling would wipe the confirmation (or what the owner was typing).
  useEffect(() => {
    if (!open) return;
    setScheduled(null);
    setChosen(applicationId === null ? '' : String(applicationId));
    setDate(todayInputValue());
    setNotes('');
  }, [open, applicationId]);
  const firstId = applications[0]?.id;
  useEffect(() => {
    if (open && chosen === '' && firstId !== undefined) setChosen(String(firstId));
  }, [open, chosen, firstId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !date || !time) {
      toast({
        variant: 'destructive',
        title: 'Validation Error',
        description: 'Please choose an application, a date and a time.',
      });
      return;
    }
    const interview = {
      date,
      time,
      timeZone,
      title: title.trim() || 'Interview',
      notes: notes.trim() || null,
      durationMinutes: Number(duration),
      setNextStep,
    };
    schedule.mutate(
      { applicationId: Number(chosen), interview },
      {
        // The dialog stays open on its calendar file: the download is offered where it was promised.
        onSuccess: (event) => {
          toast({ title: 'Interview scheduled', description: formatInZone(event.eventDate, event.timeZone) });
          setScheduled(event);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to schedule interview',
            description: describeApiError(error),
          }),
      },
    );
  };

  if (scheduled) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Interview scheduled"
        description={`${scheduled.title} ${describeInterviewTime(new Date(scheduled.eventDate), scheduled.timeZone ?? 'UTC')}`}
        footer={
          <>
            <Button asChild variant="outline">
              <a href={calendarHref(scheduled)} download>
                <CalendarPlus aria-hidden="true" className="h-4 w-4" /> Download .ics
              </a>
            </Button>
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          It is in the application's history. Download the calendar file to add it to Outlook, Google Calendar
          or Apple Calendar.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule Interview"
      description="Add it to the application's timeline and download it for your calendar."
      size="max-w-xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={schedule.isPending}>
            {schedule.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            Schedule Interview
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Select
          id="interview-application"
          label="Application"
          fieldClassName="sm:col-span-2"
          value={chosen}
          options={applications.map((application) => ({
            value: String(application.id),
            label: `${application.position} at ${application.company}`,
          }))}
          onValueChange={setChosen}
        />
        <TextInput
          id="interview-title"
          label="Title"
          value={title}
          onValueChange={setTitle}
          fieldClassName="sm:col-span-2"
        />
        <TextInput id="interview-date" label="Date" type="date" value={date} onValueChange={setDate} />
        <TextInput id="interview-time" label="Time" type="time" value={time} onValueChange={setTime} />
        <Select
          id="interview-time-zone"
          label="Time zone"
          value={timeZone}
          options={zones}
          onValueChange={setTimeZone}
        />
        <Select
          id="interview-duration"
          label="Length"
          value={duration}
          options={DURATIONS}
          onValueChange={setDuration}
        />
        <TextArea
          id="interview-notes"
          label="Notes"
          value={notes}
          onValueChange={setNotes}
          fieldClassName="sm:col-span-2"
        />
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2 dark:text-slate-200">
          <input
            type="checkbox"
            checked={setNextStep}
            onChange={(event) => setSetNextStep(event.target.checked)}
          />
          Also make it the next step
        </label>
      </form>
    </Dialog>
  );
}
