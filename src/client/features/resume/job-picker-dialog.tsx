import { Loader2, Wand2 } from 'lucide-react';
import type { JobApplication } from '../../../shared/api/job-applications';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { KeywordHighlight } from '../../components/ui/keyword-highlight';

type JobPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applications: JobApplication[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onGenerate: () => void;
  isGenerating: boolean;
};

const EXCERPT_CHARS = 600;

/** Pick the application to tailor for; the posting's enterprise keywords show in green. */
export function JobPickerDialog({
  open,
  onOpenChange,
  applications,
  selectedId,
  onSelect,
  onGenerate,
  isGenerating,
}: JobPickerDialogProps) {
  const selected = applications.find((application) => application.id === selectedId);
  const posting = [selected?.description, selected?.requirements, selected?.details]
    .filter(Boolean)
    .join('\n\n');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Select Job Application"
      description="The resume is tailored from your primary base resume to this posting, without adding anything it does not state."
      size="max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isGenerating}>
            Cancel
          </Button>
          {!selected && !isGenerating ? (
            <p
              id="generate-needs-application"
              className="mr-auto self-center text-xs text-slate-600 dark:text-slate-400"
            >
              Choose a job application to tailor to.
            </p>
          ) : null}
          <Button
            onClick={onGenerate}
            disabled={!selected || isGenerating}
            aria-describedby={!selected && !isGenerating ? 'generate-needs-application' : undefined}
          >
            {isGenerating ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Wand2 aria-hidden="true" className="h-4 w-4" />
            )}
            {isGenerating ? 'Generating...' : 'Generate Resume'}
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          Job application
        </legend>
        {applications.map((application) => (
          <label
            key={application.id}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${application.id === selectedId ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-200 dark:border-slate-700'}`}
          >
            <input
              type="radio"
              name="job-application"
              className="mt-1"
              checked={application.id === selectedId}
              onChange={() => onSelect(application.id)}
            />
            <span>
              <span className="font-medium text-slate-900 dark:text-white">{application.position}</span>
              <span className="text-slate-600 dark:text-slate-300"> at {application.company}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                Applied {new Date(application.appliedDate).toLocaleDateString()}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {posting ? (
        <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700 dark:bg-slate-950 dark:text-slate-300">
          <p className="mb-1 text-xs font-semibold text-slate-500 uppercase">From the posting</p>
          <KeywordHighlight
            text={posting.length > EXCERPT_CHARS ? `${posting.slice(0, EXCERPT_CHARS)}…` : posting}
          />
        </div>
      ) : selected ? (
        <p className="mt-4 text-sm text-amber-700 dark:text-amber-300">
          This application has no description; add one in the job tracker for a better match.
        </p>
      ) : null}
    </Dialog>
  );
}
