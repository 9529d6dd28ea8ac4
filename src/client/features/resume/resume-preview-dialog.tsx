import { Download, Eye, EyeOff, FileDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import { listOwnerBullets } from '../../../shared/resume/owner-edits';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CoverLetterPanel } from './cover-letter-panel';
import { DesignPanel } from './design-panel';
import { readResumeContent } from './match-application';
import { QualityRounds } from './quality-rounds';
import { ResumeDocument } from './resume-document';
import { useRetailorResume, useSaveTailoredDesign } from './resume-edit-mutations';
import { TailoredEditor } from './tailored-editor';

type ResumePreviewDialogProps = {
  resume: TailoredResume | null;
  onOpenChange: (open: boolean) => void;
  /** Just created by Generate QA Resume: its quality-assurance steps show open. */
  isNew?: boolean;
};

type View = 'preview' | 'edit' | 'letter';

export const downloadHref = (id: number) => `/api/resumes/${id}/download`;
export const pdfHref = (id: number) => `/api/resumes/${id}/pdf`;

/**
 * Spec §2 dialog 2: the tailored resume in its template, with Show Changes marking what tailoring
 * did and why; Edit opens the same review form as a base resume, and the cover letter is written here.
 */
export function ResumePreviewDialog({ resume, onOpenChange, isNew = false }: ResumePreviewDialogProps) {
  const [showChanges, setShowChanges] = useState(false);
  const [view, setView] = useState<View>('preview');
  const [hasUnsavedEdits, setHasUnsavedEdits] = useState(false);
  const saveDesign = useSaveTailoredDesign();
  const retailor = useRetailorResume();
  const content = resume ? readResumeContent(resume.content) : null;
  const close = (open: boolean) => {
    if (!open) {
      setShowChanges(false);
      setView('preview');
      setHasUnsavedEdits(false);
    }
    onOpenChange(open);
  };
  const blockWhileEditing = (event: React.MouseEvent) => hasUnsavedEdits && event.preventDefault();
  const switchTo = (next: View) => (
    <Button
      variant={view === next ? 'accent' : 'outline'}
      aria-pressed={view === next}
      onClick={() => setView(next)}
    >
      {next === 'preview' ? 'Preview' : next === 'edit' ? 'Edit' : 'Cover Letter'}
    </Button>
  );
  return (
    <Dialog
      open={resume !== null}
      onOpenChange={close}
      title={resume?.title ?? 'Resume Preview'}
      description="This is a preview. Download the Word document to open and edit it in Microsoft Word."
      size="max-w-5xl"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          {resume ? (
            <Button asChild>
              <a
                href={downloadHref(resume.id)}
                download={resume.fileName ?? true}
                aria-disabled={hasUnsavedEdits}
                onClick={blockWhileEditing}
              >
                <Download aria-hidden="true" className="h-4 w-4" /> Download Resume
              </a>
            </Button>
          ) : null}
        </>
      }
    >
      {resume ? (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild variant="outline">
              <a
                href={downloadHref(resume.id)}
                download={resume.fileName ?? true}
                aria-disabled={hasUnsavedEdits}
                onClick={blockWhileEditing}
              >
                <FileDown aria-hidden="true" className="h-4 w-4" /> Download Word Document
              </a>
            </Button>
            <Button asChild variant="outline">
              <a
                href={pdfHref(resume.id)}
                download={resume.fileName?.replace(/\.docx$/, '.pdf') ?? true}
                aria-disabled={hasUnsavedEdits}
                onClick={blockWhileEditing}
              >
                <FileDown aria-hidden="true" className="h-4 w-4" /> Download PDF
              </a>
            </Button>
            <Button
              variant={showChanges ? 'accent' : 'outline'}
              aria-pressed={showChanges}
              onClick={() => {
                setShowChanges((value) => !value);
                setView('preview');
              }}
            >
              {showChanges ? (
                <EyeOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Eye aria-hidden="true" className="h-4 w-4" />
              )}
              {showChanges ? 'Hide Changes' : 'Show Changes'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => retailor.mutate(resume.id)}
              disabled={retailor.isPending || resume.jobApplicationId === null}
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />{' '}
              {retailor.isPending ? 'Tailoring...' : 'Tailor again'}
            </Button>
            {resume.qualityScore !== null ? (
              <span className="ml-auto text-sm text-slate-600 dark:text-slate-300">
                Quality score {Math.round(resume.qualityScore)}%
                {resume.iterations
                  ? ` · ${resume.iterations} ${resume.iterations === 1 ? 'iteration' : 'iterations'}`
                  : ''}{' '}
                · {resume.changes.length} {resume.changes.length === 1 ? 'change' : 'changes'}
              </span>
            ) : null}
          </div>
          <fieldset className="flex flex-wrap gap-2" aria-label="View">
            {switchTo('preview')}
            {switchTo('edit')}
            {switchTo('letter')}
          </fieldset>
          {hasUnsavedEdits ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Save your edits first: the files are written from the saved resume.
            </p>
          ) : null}
          <QualityRounds key={`${resume.id}-${resume.updatedAt}`} rounds={resume.rounds} open={isNew} />
          {!content ? (
            <p className="rounded-lg border border-slate-200 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-200">
              This resume has been AI-tailored for {resume.title}, optimized for ATS compatibility and aligned
              with the job requirements. Download the Word document to view it.
            </p>
          ) : view === 'edit' ? (
            <TailoredEditor
              resume={resume}
              content={content}
              onDirtyChange={setHasUnsavedEdits}
              onSaved={() => {
                setHasUnsavedEdits(false);
                setView('preview');
              }}
            />
          ) : view === 'letter' ? (
            <CoverLetterPanel resume={resume} content={content} />
          ) : showChanges ? (
            <>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Highlighted: words tailoring added. Green: enterprise IT keywords. Blue: bullets you edited,
                never reworded. Nothing was added that the base resume does not state.
              </p>
              <ResumeDocument
                resume={content}
                changes={resume.changes}
                showChanges
                ownerBullets={listOwnerBullets(resume.ownerEdits)}
              />
            </>
          ) : (
            <DesignPanel
              key={resume.id}
              content={content}
              saved={resume.design}
              onSave={(design) => saveDesign.mutate({ id: resume.id, design })}
              isSaving={saveDesign.isPending}
              idPrefix={`resume-${resume.id}`}
            />
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
