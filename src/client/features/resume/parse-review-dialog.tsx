import { FileDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ResumeDesign } from '../../../shared/resume/layout/resume-design';
import type { ParseReport } from '../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { DesignPanel } from './design-panel';
import { ResumeDocument } from './resume-document';
import { useSaveBaseDesign } from './resume-edit-mutations';
import { useCorrectBaseResume } from './resume-mutations';
import { ParseFindings } from './review/parse-findings';
import { ResumeReviewForm } from './review/resume-review-form';
import { finishDraft } from './review/review-draft';

export type ReviewTarget = {
  title: string;
  baseId: number | null;
  resume: ParsedResume | null;
  report: ParseReport | null;
  /** The template its files are written in (an uploaded base resume has one). */
  design?: ResumeDesign;
};

type ParseReviewDialogProps = { target: ReviewTarget | null; onOpenChange: (open: boolean) => void };

export const baseFileHref = (id: number, format: 'docx' | 'pdf') => `/api/resumes/base/${id}/${format}`;

/**
 * What the parser read from a base resume, as a form to check and correct, beside what it could
 * not read (warnings, lines placed nowhere). Saving writes through the corrections API; the Word
 * and PDF files are written from what was saved.
 */
export function ParseReviewDialog({ target, onOpenChange }: ParseReviewDialogProps) {
  const [draft, setDraft] = useState<ParsedResume | null>(null);
  const [saved, setSaved] = useState<ParsedResume | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const correct = useCorrectBaseResume();
  const saveDesign = useSaveBaseDesign();
  const [savedDesign, setSavedDesign] = useState<ResumeDesign | null>(null);
  const editable =
    target?.baseId && target.resume ? { id: target.baseId, resume: draft ?? target.resume } : null;
  const close = (open: boolean) => {
    if (!open) {
      setDraft(null);
      setSaved(null);
      setProblems([]);
      setSavedDesign(null);
    }
    onOpenChange(open);
  };
  const save = () => {
    if (!editable) return;
    const finished = finishDraft(editable.resume);
    if ('problems' in finished) return setProblems(finished.problems);
    setProblems([]);
    correct.mutate(
      { id: editable.id, resume: finished.resume },
      {
        onSuccess: (base) => {
          setDraft(base.parsedContent);
          setSaved(base.parsedContent);
        },
      },
    );
  };
  // Marks follow the roles as read: a role the owner edits, splits or adds has none.
  const confidence = useMemo(() => {
    const roles = target?.resume?.experience ?? [];
    const sureness = target?.report?.roleConfidence ?? [];
    return new Map(
      roles.flatMap((role, index) => (sureness[index] ? [[role, sureness[index]] as const] : [])),
    );
  }, [target]);
  // The files are written from the saved resume, so they wait for unsaved edits to be saved.
  const isDirty = (draft !== null && draft !== saved) || correct.isPending;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={close}
      title={`What was read: ${target?.title ?? ''}`}
      description="Check and correct the reading before tailoring; everything tailored starts from this."
      size="max-w-4xl"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          {editable ? (
            <Button onClick={save} disabled={correct.isPending}>
              {correct.isPending ? 'Saving...' : 'Save corrections'}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-5">
        {editable ? (
          <div className="flex flex-wrap items-center gap-2">
            {(['docx', 'pdf'] as const).map((format) => (
              <Button key={format} asChild variant="outline">
                <a
                  href={baseFileHref(editable.id, format)}
                  download
                  aria-disabled={isDirty}
                  onClick={(event) => isDirty && event.preventDefault()}
                >
                  <FileDown aria-hidden="true" className="h-4 w-4" />{' '}
                  {format === 'docx' ? 'Download Word Document' : 'Download PDF'}
                </a>
              </Button>
            ))}
            {isDirty ? (
              <span className="text-xs text-slate-600 dark:text-slate-400">
                Save first: the files are written from the saved resume.
              </span>
            ) : null}
          </div>
        ) : null}
        <ParseFindings report={target?.report ?? null} />
        {problems.length > 0 ? (
          <ul
            role="alert"
            className="list-disc rounded-md border border-red-300 bg-red-50 p-3 pl-8 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {editable && target?.design ? (
          <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
              Template and preview
            </summary>
            <div className="mt-3">
              <DesignPanel
                content={saved ?? target.resume ?? editable.resume}
                saved={savedDesign ?? target.design}
                onSave={(design) =>
                  saveDesign.mutate(
                    { id: editable.id, design },
                    { onSuccess: (base) => setSavedDesign(base.design) },
                  )
                }
                isSaving={saveDesign.isPending}
                idPrefix={`base-${editable.id}`}
              />
            </div>
          </details>
        ) : null}
        {editable ? (
          <ResumeReviewForm resume={editable.resume} onChange={setDraft} confidence={confidence} />
        ) : target?.resume ? (
          <ResumeDocument resume={target.resume} />
        ) : (
          <p className="text-sm text-slate-600">Nothing could be read from this file.</p>
        )}
      </div>
    </Dialog>
  );
}
