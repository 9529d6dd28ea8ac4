import { Download, Eye, EyeOff, FileDown } from 'lucide-react';
import { useState } from 'react';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { readResumeContent } from './match-application';
import { ResumeDocument } from './resume-document';

type ResumePreviewDialogProps = { resume: TailoredResume | null; onOpenChange: (open: boolean) => void };

export const downloadHref = (id: number) => `/api/resumes/${id}/download`;
export const pdfHref = (id: number) => `/api/resumes/${id}/pdf`;

/** Spec §2 dialog 2: the tailored resume as written, with Show Changes marking what tailoring did and why. */
export function ResumePreviewDialog({ resume, onOpenChange }: ResumePreviewDialogProps) {
  const [showChanges, setShowChanges] = useState(false);
  const content = resume ? readResumeContent(resume.content) : null;
  const close = (open: boolean) => {
    if (!open) setShowChanges(false);
    onOpenChange(open);
  };
  return (
    <Dialog
      open={resume !== null}
      onOpenChange={close}
      title={resume?.title ?? 'Resume Preview'}
      description="This is a preview. Download the Word document to open and edit it in Microsoft Word."
      size="max-w-4xl"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          {resume ? (
            <Button asChild>
              <a href={downloadHref(resume.id)} download={resume.fileName ?? true}>
                <Download aria-hidden="true" className="h-4 w-4" /> Download Resume
              </a>
            </Button>
          ) : null}
        </>
      }
    >
      {resume ? (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <Button asChild variant="outline">
              <a href={downloadHref(resume.id)} download={resume.fileName ?? true}>
                <FileDown aria-hidden="true" className="h-4 w-4" /> Download Word Document
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={pdfHref(resume.id)} download={resume.fileName?.replace(/\.docx$/, '.pdf') ?? true}>
                <FileDown aria-hidden="true" className="h-4 w-4" /> Download PDF
              </a>
            </Button>
            <Button
              variant={showChanges ? 'accent' : 'outline'}
              aria-pressed={showChanges}
              onClick={() => setShowChanges((value) => !value)}
            >
              {showChanges ? (
                <EyeOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Eye aria-hidden="true" className="h-4 w-4" />
              )}
              {showChanges ? 'Hide Changes' : 'Show Changes'}
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
          {showChanges ? (
            <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
              Highlighted: words tailoring added. Green: enterprise IT keywords. Nothing was added that the
              base resume does not state.
            </p>
          ) : null}
          {content ? (
            <ResumeDocument resume={content} changes={resume.changes} showChanges={showChanges} />
          ) : (
            <p className="rounded-lg border border-slate-200 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-200">
              This resume has been AI-tailored for {resume.title}, optimized for ATS compatibility and aligned
              with the job requirements. Download the Word document to view it.
            </p>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
