import {
  type ApplicationStatus,
  type JobApplication,
  statusLabels,
} from '../../../shared/api/job-applications';
import { toast } from '../../components/ui/use-toast';
import { describeApiError } from './api-error';
import { useUpdateApplication } from './job-mutations';
import { STATUS_OPTIONS } from './job-options';

/** The list's inline status dropdown: any status, in any order (spec §4); each change is a PUT of the status alone. */
export function StatusSelect({ application }: { application: JobApplication }) {
  const update = useUpdateApplication();
  const change = (status: ApplicationStatus) => {
    if (status === application.status) return;
    update.mutate(
      { id: application.id, changes: { status } },
      {
        onSuccess: () =>
          toast({ title: 'Application updated', description: `Status set to ${statusLabels[status]}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update application',
            description: describeApiError(error),
          }),
      },
    );
  };
  return (
    <select
      aria-label={`Status of ${application.position} at ${application.company}`}
      value={application.status}
      disabled={update.isPending}
      onChange={(event) => change(event.target.value as ApplicationStatus)}
      className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
    >
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
