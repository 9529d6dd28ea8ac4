import { Braces, Eye, FileUp } from 'lucide-react';
import { useRef } from 'react';
import { jsonResumeSchema } from '../../../shared/api/resume-json';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { toast } from '../../components/ui/use-toast';
import { BaseResumeItem } from './base-resume-item';
import type { ReviewTarget } from './parse-review-dialog';
import { useDeleteBaseResume, useImportJsonResume, useSetPrimaryResume } from './resume-mutations';
import { useBaseResumes, useDefaultBaseResume } from './resume-queries';

type BaseResumeSectionProps = { onUpload: () => void; onReview: (target: ReviewTarget) => void };

/** "Base Resume Templates": uploads, the primary one, and the site content used when there is none. */
export function BaseResumeSection({ onUpload, onReview }: BaseResumeSectionProps) {
  const bases = useBaseResumes();
  const fallback = useDefaultBaseResume();
  const setPrimary = useSetPrimaryResume();
  const remove = useDeleteBaseResume();
  const importJson = useImportJsonResume();
  const jsonInput = useRef<HTMLInputElement>(null);
  const list = bases.items;

  const importFile = async (file: File) => {
    try {
      const parsed = jsonResumeSchema.safeParse(JSON.parse(await file.text()));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      // The review opens on the import, so what the builder cannot show is seen at once.
      importJson.mutate(
        { name: file.name.replace(/\.json$/i, ''), resume: parsed.data },
        {
          onSuccess: (base) =>
            onReview({
              title: base.name,
              baseId: base.id,
              resume: base.parsedContent,
              report: base.report,
              design: base.design,
            }),
        },
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Not a JSON Resume file${error instanceof Error && error.message ? `: ${error.message}` : '.'}`,
      });
    }
  };

  return (
    <section aria-labelledby="base-resumes-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="base-resumes-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Base Resume Templates
        </h2>
        <div className="flex gap-2">
          <input
            ref={jsonInput}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            aria-label="JSON Resume file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void importFile(file);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            onClick={() => jsonInput.current?.click()}
            disabled={importJson.isPending}
          >
            <Braces aria-hidden="true" className="h-4 w-4" /> Import JSON Resume
          </Button>
          <Button onClick={onUpload}>
            <FileUp aria-hidden="true" className="h-4 w-4" /> Upload Resume
          </Button>
        </div>
      </div>
      <ul className="space-y-2">
        {list.map((resume) => (
          <BaseResumeItem
            key={resume.id}
            resume={resume}
            isBusy={setPrimary.isPending || remove.isPending}
            onReview={() =>
              onReview({
                title: resume.name,
                baseId: resume.id,
                resume: resume.parsedContent,
                report: resume.report,
                design: resume.design,
              })
            }
            onSetPrimary={() => setPrimary.mutate(resume.id)}
            onDelete={() => remove.mutate(resume.id)}
          />
        ))}
      </ul>
      {bases.hasNextPage ? (
        <LoadMore
          label="Show more base resumes"
          loadingLabel="Loading more base resumes..."
          isLoading={bases.isFetchingNextPage}
          onLoad={() => void bases.fetchNextPage()}
        />
      ) : null}
      {fallback.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
          <p className="text-slate-600 dark:text-slate-300">
            <span className="font-medium text-slate-900 dark:text-white">Portfolio content</span>{' '}
            {fallback.data.isInUse
              ? '— used as the base resume until you upload one.'
              : '— the default base resume, not in use while a primary resume is set.'}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              onClick={() =>
                onReview({
                  title: 'Portfolio content',
                  baseId: null,
                  resume: fallback.data.parsedContent,
                  report: null,
                })
              }
            >
              <Eye aria-hidden="true" className="h-4 w-4" /> Review
            </Button>
            <Button asChild variant="ghost">
              <a href="/api/resumes/base/default/json-resume" download>
                <Braces aria-hidden="true" className="h-4 w-4" /> JSON Resume
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
