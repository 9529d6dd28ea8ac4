import { useState } from 'react';
import type { JobApplication } from '../../../shared/api/job-applications';
import { toast } from '../../components/ui/use-toast';
import { describeApiError } from './api-error';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { ApplicationFormDialog } from './application-form-dialog';
import { ApplicationList } from './application-list';
import { BookmarkletCard } from './bookmarklet/bookmarklet-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { ChooseResumeApplicationDialog } from './choose-resume-application-dialog';
import { FunnelView } from './funnel-view';
import { useDeleteApplication } from './job-mutations';
import { useApplication, useJobApplications, useJobStats } from './job-queries';
import { PipelineBoard } from './pipeline-board';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { ShortcutCards } from './shortcut-cards';
import { StatCards } from './stat-cards';
import { type JobView, ViewSwitch } from './view-switch';

export type FormState = { open: boolean; application: JobApplication | null };

type JobToolsViewProps = { form: FormState; onFormChange: (form: FormState) => void };

/** The body of /tools/job: stats, the list, the shortcuts, and the dialogs they open. */
export function JobToolsView({ form, onFormChange }: JobToolsViewProps) {
  const applications = useJobApplications();
  const stats = useJobStats();
  const remove = useDeleteApplication();
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [interview, setInterview] = useState<{ open: boolean; applicationId: number | null }>({
    open: false,
    applicationId: null,
  });
  const [isChoosingResume, setChoosingResume] = useState(false);
  const [view, setView] = useState<JobView>('list');
  const list = applications.data ?? [];
  // The dialog shows the cached row, so an edit or a status change appears in it at once; a card
  // on the board may not be among the rows the list has loaded, so it is then fetched alone.
  const listed = list.find((application) => application.id === detailsId) ?? null;
  const fetched = useApplication(listed ? null : detailsId);
  const details = listed ?? fetched.data ?? null;

  const openAdd = () => onFormChange({ open: true, application: null });
  const deleteApplication = (application: JobApplication) =>
    remove.mutate(application.id, {
      onSuccess: () => toast({ title: 'Application deleted' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete application',
          description: describeApiError(error),
        }),
    });

  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <StatCards stats={stats.data} />
      <div className="-mb-3 flex justify-end">
        <ViewSwitch view={view} onChange={setView} />
      </div>
      {view === 'board' ? (
        <section aria-label="Pipeline board">
          <PipelineBoard onOpen={setDetailsId} />
        </section>
      ) : view === 'funnel' ? (
        <section aria-label="Funnel">
          <FunnelView />
        </section>
      ) : (
        <ApplicationList
          onAdd={openAdd}
          onView={(application) => setDetailsId(application.id)}
          onDelete={deleteApplication}
        />
      )}
      <ShortcutCards
        hasApplications={list.length > 0}
        onAdd={openAdd}
        onScheduleInterview={() => setInterview({ open: true, applicationId: null })}
        onUpdateResume={() => setChoosingResume(true)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <BookmarkletCard />
        <CalendarFeedCard />
      </div>
      <ApplicationFormDialog
        open={form.open}
        application={form.application}
        onOpenChange={(open) => onFormChange({ ...form, open })}
      />
      <ApplicationDetailsDialog
        application={details}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
        onEdit={(application) => onFormChange({ open: true, application })}
        onScheduleInterview={(application) => setInterview({ open: true, applicationId: application.id })}
      />
      <ScheduleInterviewDialog
        open={interview.open}
        applicationId={interview.applicationId}
        applications={list}
        onOpenChange={(open) => setInterview((current) => ({ ...current, open }))}
      />
      <ChooseResumeApplicationDialog
        open={isChoosingResume}
        onOpenChange={setChoosingResume}
        applications={list}
      />
    </main>
  );
}
