import { BarChart3, Download, Eye, Trash2 } from 'lucide-react';
import type { JobApplication } from '../../../shared/api/job-applications';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { downloadHref } from './resume-preview-dialog';

type CreatedResumeItemProps = {
  resume: TailoredResume;
  application: JobApplication | undefined;
  onPreview: () => void;
  onAnalyze: () => void;
  onDelete: () => void;
  isAnalyzing: boolean;
};

/** One tailored resume: its application (matched by title), score, and actions. */
export function CreatedResumeItem({
  resume,
  application,
  onPreview,
  onAnalyze,
  onDelete,
  isAnalyzing,
}: CreatedResumeItemProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">{resume.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Created {new Date(resume.createdAt).toLocaleDateString()}
          {application
            ? ` · for ${application.position} at ${application.company}`
            : ' · no matching application'}
          {resume.qualityScore !== null ? ` · quality ${Math.round(resume.qualityScore)}%` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" className="h-4 w-4" /> Preview
        </Button>
        <Button variant="outline" onClick={onAnalyze} disabled={isAnalyzing}>
          <BarChart3 aria-hidden="true" className="h-4 w-4" /> {isAnalyzing ? 'Analyzing...' : 'Analyze'}
        </Button>
        <Button asChild variant="ghost">
          <a
            href={downloadHref(resume.id)}
            download={resume.fileName ?? true}
            aria-label={`Download ${resume.title}`}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
          </a>
        </Button>
        <ConfirmDialog
          title={`Delete "${resume.title}"?`}
          onConfirm={onDelete}
          trigger={
            <Button variant="ghost" aria-label={`Delete ${resume.title}`}>
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" />
            </Button>
          }
        />
      </div>
    </li>
  );
}
