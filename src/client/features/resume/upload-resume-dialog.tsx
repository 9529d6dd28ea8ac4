import { Loader2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { BaseResume } from '../../../shared/api/resume-base';
import { formatMegabytes } from '../../../shared/text/format-megabytes';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CONTROL_CLASS } from '../jobs/form-controls';
import { useUploadBaseResume } from './resume-mutations';
import { ACCEPTED_RESUME_TYPES } from './upload-base-resume';

type UploadResumeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (resume: BaseResume) => void;
};

/** Spec §2 dialog 1 and §5: a name and a file are required; the button waits while uploading. */
export function UploadResumeDialog({ open, onOpenChange, onUploaded }: UploadResumeDialogProps) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBaseResume();
  const isEmpty = file !== null && file.size === 0;
  const canUpload = name.trim().length > 0 && file !== null && !isEmpty && !upload.isPending;
  // A disabled button says why (spec §5 keeps it disabled until both are given).
  const missing = [name.trim() ? null : 'a name', file ? null : 'a file'].filter(Boolean).join(' and ');
  const whyDisabled = upload.isPending
    ? null
    : isEmpty
      ? `"${file.name}" is empty (0 bytes). Export or save the resume again, then choose the new file.`
      : missing
        ? `Choose ${missing} to upload.`
        : null;
  const reset = () => {
    setName('');
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const submit = () => {
    if (!file || !canUpload) return;
    upload.mutate(
      { file, name },
      {
        onSuccess: (resume) => {
          reset();
          onOpenChange(false);
          onUploaded(resume);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Upload Resume"
      description="A PDF, Word (.docx or .doc) or text file. You will see what was read before it is used."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
            Cancel
          </Button>
          {whyDisabled ? (
            <p
              id="upload-disabled-reason"
              className="mr-auto self-center text-xs text-slate-600 dark:text-slate-400"
            >
              {whyDisabled}
            </p>
          ) : null}
          <Button
            onClick={submit}
            disabled={!canUpload}
            aria-describedby={whyDisabled ? 'upload-disabled-reason' : undefined}
          >
            {upload.isPending ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Upload aria-hidden="true" className="h-4 w-4" />
            )}
            {upload.isPending ? 'Uploading...' : 'Upload Resume'}
          </Button>
        </>
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor="resume-name" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Resume name
          </label>
          <input
            id="resume-name"
            className={CONTROL_CLASS}
            value={name}
            placeholder="e.g. IT Operations - 2025"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="resume-file" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Resume file
          </label>
          <input
            id="resume-file"
            ref={input}
            type="file"
            accept={ACCEPTED_RESUME_TYPES}
            className="sr-only"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div className="flex items-center gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => input.current?.click()}
              className="max-w-full truncate"
            >
              {file ? file.name : 'Choose File'}
            </Button>
            {file ? (
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {formatMegabytes(file.size, 2)}
              </span>
            ) : null}
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">Accepted: .pdf, .doc, .docx, .txt</p>
        </div>
      </form>
    </Dialog>
  );
}
