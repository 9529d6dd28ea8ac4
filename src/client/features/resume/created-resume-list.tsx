import type { JobApplication } from '../../../shared/api/job-applications';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import { LoadMore } from '../../components/ui/load-more';
import { CreatedResumeItem } from './created-resume-item';
import { findMatchingApplication } from './match-application';

type CreatedResumeListProps = {
  resumes: TailoredResume[];
  applications: JobApplication[];
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  analyzingId: number | null;
  onPreview: (resume: TailoredResume) => void;
  onAnalyze: (resume: TailoredResume) => void;
  onDelete: (resume: TailoredResume) => void;
};

/** "Created Resumes": every tailored resume, newest first, a page at a time as the list scrolls. */
export function CreatedResumeList({
  resumes,
  applications,
  isLoading,
  hasMore,
  isLoadingMore,
  onLoadMore,
  analyzingId,
  onPreview,
  onAnalyze,
  onDelete,
}: CreatedResumeListProps) {
  return (
    <section aria-labelledby="created-resumes-heading" className="space-y-3">
      <h2 id="created-resumes-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Created Resumes
      </h2>
      {isLoading ? (
        <p className="text-sm text-slate-600" role="status">
          Loading resumes...
        </p>
      ) : resumes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          No tailored resumes yet. Use Generate QA Resume to tailor one to a job application.
        </p>
      ) : (
        <ul className="space-y-2">
          {resumes.map((resume) => (
            <CreatedResumeItem
              key={resume.id}
              resume={resume}
              application={findMatchingApplication(resume.title, applications)}
              isAnalyzing={analyzingId === resume.id}
              onPreview={() => onPreview(resume)}
              onAnalyze={() => onAnalyze(resume)}
              onDelete={() => onDelete(resume)}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <LoadMore
          label="Show more resumes"
          loadingLabel="Loading more resumes..."
          isLoading={isLoadingMore}
          onLoad={onLoadMore}
        />
      ) : null}
    </section>
  );
}
