import { Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { JobApplication } from '../../../shared/api/job-applications';
import type { ResumeAnalysis } from '../../../shared/api/resume-analysis';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useJobApplications, useJobStats } from '../jobs/job-queries';
import { AnalysisDialog } from './analysis-dialog';
import { BaseResumeSection } from './base-resume-section';
import { CreatedResumeList } from './created-resume-list';
import { JobPickerDialog } from './job-picker-dialog';
import { findMatchingApplication } from './match-application';
import { ParseReviewDialog, type ReviewTarget } from './parse-review-dialog';
import { useAnalyzeResume, useCreateResume, useDeleteResume, useEnhanceResume } from './resume-mutations';
import { ResumePreviewDialog } from './resume-preview-dialog';
import { useResumeStats, useTailoredResumes } from './resume-queries';
import { ResumeStats } from './resume-stats';
import { UploadResumeDialog } from './upload-resume-dialog';

const NO_APPLICATIONS: JobApplication[] = [];

type AnalysisState = {
  resumeId: number;
  jobApplicationId: number | null;
  jobTitle: string;
  data: ResumeAnalysis | null;
};

export function ResumeBuilderView() {
  const applications = useJobApplications().data ?? NO_APPLICATIONS;
  const tailored = useTailoredResumes();
  const resumes = tailored.items;
  const stats = useResumeStats();
  const jobStats = useJobStats();
  const search = useSearch();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [created, setCreated] = useState<TailoredResume | null>(null);
  const [analysis, setAnalysis] = useState<AnalysisState | null>(null);
  const create = useCreateResume();
  const remove = useDeleteResume();
  const analyze = useAnalyzeResume();
  const enhance = useEnhanceResume();

  // The job tracker's "Update Resume" links here with ?applicationId=: open the picker on that application.
  const requestedId = Number(new URLSearchParams(search).get('applicationId'));
  useEffect(() => {
    if (requestedId && applications.some((application) => application.id === requestedId)) {
      setSelectedId(requestedId);
      setPickerOpen(true);
    }
  }, [requestedId, applications]);

  const openPicker = () => {
    setSelectedId((current) => current ?? applications[0]?.id ?? null);
    setPickerOpen(true);
  };
  const generate = () => {
    if (selectedId === null) return;
    create.mutate(selectedId, {
      onSuccess: (resume) => {
        setPickerOpen(false);
        setCreated(resume);
        setPreviewId(resume.id);
      },
    });
  };
  const runAnalysis = (resumeId: number, jobApplicationId: number, jobTitle: string) => {
    // Re-analysing the same resume (after Enhance) keeps the last result on screen until the new one arrives.
    setAnalysis((current) => ({
      resumeId,
      jobApplicationId,
      jobTitle,
      data: current?.resumeId === resumeId ? current.data : null,
    }));
    analyze.mutate(
      { resumeId, jobApplicationId },
      { onSuccess: (data) => setAnalysis({ resumeId, jobApplicationId, jobTitle, data }) },
    );
  };
  const startAnalysis = (resume: TailoredResume) => {
    const application =
      applications.find((entry) => entry.id === resume.jobApplicationId) ??
      findMatchingApplication(resume.title, applications);
    if (!application) {
      toast({
        variant: 'destructive',
        title: 'Analysis Error',
        description: 'Could not find matching job application for analysis.',
      });
      return;
    }
    runAnalysis(resume.id, application.id, application.position);
  };
  const startEnhance = () => {
    if (!analysis?.resumeId || !analysis.jobApplicationId) {
      toast({
        variant: 'destructive',
        title: 'Enhancement Error',
        description: 'Could not identify resume or job for enhancement.',
      });
      return;
    }
    const { resumeId, jobApplicationId, jobTitle } = analysis;
    enhance.mutate(
      { resumeId, jobApplicationId },
      { onSuccess: () => runAnalysis(resumeId, jobApplicationId, jobTitle) },
    );
  };
  const preview =
    resumes.find((resume) => resume.id === previewId) ?? (created?.id === previewId ? created : null);

  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 text-slate-900 sm:px-6 dark:text-slate-100">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600 dark:text-slate-300">
          Create ATS-optimized resumes tailored to specific job applications
        </p>
        <div className="flex flex-col items-end gap-1">
          <Button
            onClick={openPicker}
            disabled={applications.length === 0 || create.isPending}
            aria-describedby={applications.length === 0 ? 'generate-disabled-reason' : undefined}
          >
            <Wand2 aria-hidden="true" className="h-4 w-4" /> Generate QA Resume
          </Button>
          {applications.length === 0 ? (
            <p id="generate-disabled-reason" className="text-xs text-slate-600 dark:text-slate-400">
              Add a job application first: a resume is tailored to one.
            </p>
          ) : null}
        </div>
      </div>
      <ResumeStats
        total={stats.data?.total}
        applications={jobStats.data?.total}
        thisMonth={stats.data?.since}
      />
      <BaseResumeSection onUpload={() => setUploadOpen(true)} onReview={setReview} />
      <CreatedResumeList
        resumes={resumes}
        applications={applications}
        isLoading={tailored.isLoading}
        hasMore={tailored.hasNextPage}
        isLoadingMore={tailored.isFetchingNextPage}
        onLoadMore={() => void tailored.fetchNextPage()}
        analyzingId={analyze.isPending ? (analysis?.resumeId ?? null) : null}
        onPreview={(resume) => setPreviewId(resume.id)}
        onAnalyze={startAnalysis}
        onDelete={(resume) => remove.mutate(resume.id)}
      />
      <UploadResumeDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        onUploaded={(resume) =>
          setReview({
            title: resume.name,
            baseId: resume.id,
            resume: resume.parsedContent,
            report: resume.report,
            design: resume.design,
          })
        }
      />
      <ParseReviewDialog target={review} onOpenChange={(open) => !open && setReview(null)} />
      <JobPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        applications={applications}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onGenerate={generate}
        isGenerating={create.isPending}
      />
      <ResumePreviewDialog
        resume={preview}
        isNew={created !== null && created.id === previewId}
        onOpenChange={(open) => !open && setPreviewId(null)}
      />
      <AnalysisDialog
        open={analysis !== null}
        onOpenChange={(open) => !open && setAnalysis(null)}
        jobTitle={analysis?.jobTitle ?? ''}
        analysis={analysis?.data ?? null}
        isEnhancing={enhance.isPending}
        onEnhance={startEnhance}
      />
    </main>
  );
}
