import { CalendarPlus, FileText, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { JobApplication } from '../../../shared/api/job-applications';
import { clientRoutes } from '../../../shared/client-routes';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ExternalLink } from '../../components/ui/external-link';
import { KeywordHighlight } from '../../components/ui/keyword-highlight';
import { ApplicationDocuments } from './application-documents';
import { ApplicationTimeline } from './application-timeline';
import { formatCalendarDay } from './format-dates';
import { StatusBadge } from './status-badge';

type ApplicationDetailsDialogProps = {
  application: JobApplication | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (application: JobApplication) => void;
  onScheduleInterview: (application: JobApplication) => void;
};

/** Only web links are rendered as links, whatever a stored value holds. */
export const safeHref = (value: string | null): string | null =>
  value && /^https?:\/\//i.test(value) ? value : null;

export const resumeHref = (id: number) => `${clientRoutes.resume}?applicationId=${id}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium text-brand-700 underline dark:text-accent-400';

/** View Details (spec §2) plus the documents and the stage-history timeline, with Edit, Schedule Interview and Update Resume. */
export function ApplicationDetailsDialog({
  application,
  onOpenChange,
  onEdit,
  onScheduleInterview,
}: ApplicationDetailsDialogProps) {
  if (!application) return null;
  const a = application;
  const managerLink = safeHref(a.hiringManagerLink);
  const jobLink = safeHref(a.jobUrl);
  const text = (value: string | null) => value || '—';
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={a.position}
      description={a.company}
      size="max-w-3xl"
      footer={
        <>
          <Button asChild variant="outline">
            <Link href={resumeHref(a.id)}>
              <FileText aria-hidden="true" className="h-4 w-4" /> Update Resume
            </Link>
          </Button>
          <Button variant="outline" onClick={() => onScheduleInterview(a)}>
            <CalendarPlus aria-hidden="true" className="h-4 w-4" /> Schedule Interview
          </Button>
          <Button onClick={() => onEdit(a)}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Application
          </Button>
        </>
      }
    >
      <dl className="grid gap-3">
        <Row label="Company">{a.company}</Row>
        <Row label="Position">{a.position}</Row>
        <Row label="Location">{text(a.location)}</Row>
        <Row label="Salary">{text(a.salary)}</Row>
        <Row label="Status">
          <StatusBadge status={a.status} />
        </Row>
        <Row label="Applied date">{formatCalendarDay(a.appliedDate)}</Row>
        <Row label="Priority">{a.priority.charAt(0).toUpperCase() + a.priority.slice(1)}</Row>
        <Row label="Source">{text(a.source)}</Row>
        <Row label="Hiring manager">
          {managerLink ? (
            <ExternalLink href={managerLink} className={linkClass}>
              {a.hiringManager || managerLink}
            </ExternalLink>
          ) : (
            text(a.hiringManager)
          )}
        </Row>
        <Row label="Contact">{[a.contactPerson, a.contactEmail].filter(Boolean).join(' · ') || '—'}</Row>
        <Row label="Job posting">
          {jobLink ? (
            <ExternalLink href={jobLink} className={`${linkClass} break-all`}>
              {jobLink}
            </ExternalLink>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Next steps">
          {a.nextStepAction || a.nextStepDate
            ? [a.nextStepAction, a.nextStepDate ? formatCalendarDay(a.nextStepDate) : null]
                .filter(Boolean)
                .join(' · ')
            : 'No next step scheduled'}
        </Row>
        <Row label="Notes">
          <span className="whitespace-pre-wrap">{text(a.notes)}</span>
        </Row>
        {a.description ? (
          <Row label="Description">
            <span className="whitespace-pre-wrap">{a.description}</span>
          </Row>
        ) : null}
        {a.requirements ? (
          <Row label="Requirements">
            <span className="whitespace-pre-wrap">{a.requirements}</span>
          </Row>
        ) : null}
      </dl>
      <h3 className="mt-6 text-base font-semibold text-slate-900 dark:text-white">Job details</h3>
      <div className="mt-2 max-h-72 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-950 dark:text-slate-200">
        {a.details ? <KeywordHighlight text={a.details} /> : 'No job details saved.'}
      </div>
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900 dark:text-white">Documents</h3>
      <ApplicationDocuments applicationId={a.id} />
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900 dark:text-white">History</h3>
      <ApplicationTimeline applicationId={a.id} />
    </Dialog>
  );
}
