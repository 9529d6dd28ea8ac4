import { Building2, CalendarDays, DollarSign, Eye, MapPin, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobApplication } from '../../../shared/api/job-applications';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { describeNextStep } from './describe-next-step';
import { FollowUpFlag } from './follow-up-flag';
import { formatCalendarDay } from './format-dates';
import { StatusBadge, StatusIcon } from './status-badge';
import { StatusSelect } from './status-select';

type ApplicationItemProps = {
  application: JobApplication;
  onView: () => void;
  onDelete: () => void;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon} {children}
    </span>
  );
}

const iconClass = 'h-4 w-4 text-slate-400';

/** One application in the list (spec §2): what it is, where it stands, and what comes next. */
export function ApplicationItem({ application, onView, onDelete }: ApplicationItemProps) {
  const { position, company, location, salary, appliedDate, notes } = application;
  const nextStep = describeNextStep(application);
  return (
    <li
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      aria-label={`${position} at ${company}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusIcon status={application.status} />
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{position}</h3>
            <StatusBadge status={application.status} />
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <Fact icon={<Building2 aria-hidden="true" className={iconClass} />}>{company}</Fact>
            {location ? (
              <Fact icon={<MapPin aria-hidden="true" className={iconClass} />}>{location}</Fact>
            ) : null}
            {salary ? (
              <Fact icon={<DollarSign aria-hidden="true" className={iconClass} />}>{salary}</Fact>
            ) : null}
            <Fact icon={<CalendarDays aria-hidden="true" className={iconClass} />}>
              Applied {formatCalendarDay(appliedDate)}
            </Fact>
          </p>
          {notes ? (
            <p className="mt-2 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{notes}</p>
          ) : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            {nextStep ? (
              <>
                <span>
                  <span className="font-medium text-slate-800 dark:text-slate-200">Next:</span> {nextStep}
                </span>
                <FollowUpFlag application={application} />
              </>
            ) : (
              'No next step scheduled'
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" onClick={onView}>
            <Eye aria-hidden="true" className="h-4 w-4" /> View Details
          </Button>
          <StatusSelect application={application} />
          <ConfirmDialog
            title={`Delete the application for ${position} at ${company}?`}
            onConfirm={onDelete}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${position} at ${company}`}>
                <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" />
              </Button>
            }
          />
        </div>
      </div>
    </li>
  );
}
