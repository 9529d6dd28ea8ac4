import { Braces, Eye, Star, Trash2 } from 'lucide-react';
import type { BaseResume } from '../../../shared/api/resume-base';
import { formatMegabytes } from '../../../shared/text/format-megabytes';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

type BaseResumeItemProps = {
  resume: BaseResume;
  onReview: () => void;
  onSetPrimary: () => void;
  onDelete: () => void;
  isBusy: boolean;
};

/** One uploaded base resume; "Set Primary" only on one that is not primary (spec §4). */
export function BaseResumeItem({ resume, onReview, onSetPrimary, onDelete, isBusy }: BaseResumeItemProps) {
  const warnings = resume.report?.warnings.length ?? 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          {resume.name}
          {resume.isActive ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              <Star aria-hidden="true" className="h-3 w-3" /> Primary
            </span>
          ) : null}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          {resume.fileName} · {formatMegabytes(resume.fileSize, 2)} ·{' '}
          {new Date(resume.createdAt).toLocaleDateString()}
          {resume.parsedContent ? ` · ${resume.parsedContent.experience.length} roles read` : ''}
          {warnings ? ` · ${warnings} to check` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onReview}>
          <Eye aria-hidden="true" className="h-4 w-4" /> Review
        </Button>
        {!resume.isActive ? (
          <Button variant="outline" onClick={onSetPrimary} disabled={isBusy}>
            <Star aria-hidden="true" className="h-4 w-4" /> Set Primary
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <a href={`/api/resumes/base/${resume.id}/json-resume`} download>
            <Braces aria-hidden="true" className="h-4 w-4" /> JSON Resume
          </a>
        </Button>
        <ConfirmDialog
          title={`Delete "${resume.name}"?`}
          onConfirm={onDelete}
          trigger={
            <Button variant="ghost" aria-label={`Delete ${resume.name}`} disabled={isBusy}>
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" />
            </Button>
          }
        />
      </div>
    </li>
  );
}
