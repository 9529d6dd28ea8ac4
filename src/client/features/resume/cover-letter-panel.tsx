import { FileDown, Loader2, PenLine, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import { type CoverLetterEdit, coverLetterEditSchema } from '../../../shared/resume/cover-letter';
import { layoutCoverLetter } from '../../../shared/resume/layout/cover-letter-blocks';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { Button } from '../../components/ui/button';
import { CONTROL_CLASS } from '../jobs/form-controls';
import { useEditCoverLetter, useWriteCoverLetter } from './resume-edit-mutations';
import { TemplatePreview } from './template-preview';

type CoverLetterPanelProps = { resume: TailoredResume; content: ParsedResume };

const WORDED_BY = {
  engine: 'Written from your resume and the posting only; every fact in it is in your resume.',
  model: 'Worded by the configured model and kept because it passed the same fact check as tailoring.',
  owner: 'Edited by you.',
};

export const coverLetterHref = (id: number, format: 'docx' | 'pdf') =>
  `/api/resumes/${id}/cover-letter/${format}`;

/** The application's cover letter: write it, edit every part, download it as Word or PDF in the resume's template. */
export function CoverLetterPanel({ resume, content }: CoverLetterPanelProps) {
  const write = useWriteCoverLetter();
  const edit = useEditCoverLetter();
  const letter = resume.coverLetter;
  const [draft, setDraft] = useState<CoverLetterEdit | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  if (!letter) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-sm dark:border-slate-600">
        <p className="text-slate-700 dark:text-slate-200">
          A cover letter for this application: three short paragraphs (why this role, two of your results with
          their numbers, a close), written from this resume and the posting only.
        </p>
        <Button onClick={() => write.mutate(resume.id)} disabled={write.isPending}>
          {write.isPending ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <PenLine aria-hidden="true" className="h-4 w-4" />
          )}
          {write.isPending ? 'Writing...' : 'Write Cover Letter'}
        </Button>
      </div>
    );
  }
  const current = draft ?? {
    greeting: letter.greeting,
    paragraphs: letter.paragraphs,
    closing: letter.closing,
    signature: letter.signature,
  };
  const isDirty = draft !== null;
  const save = () => {
    const checked = coverLetterEditSchema.safeParse({
      ...current,
      paragraphs: current.paragraphs.filter((text) => text.trim()),
    });
    if (!checked.success) return setProblems(checked.error.issues.map((issue) => issue.message));
    setProblems([]);
    edit.mutate({ id: resume.id, letter: checked.data }, { onSuccess: () => setDraft(null) });
  };
  const field = (key: 'greeting' | 'closing' | 'signature', label: string) => (
    <div className="grid gap-1">
      <label htmlFor={`letter-${key}`} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <input
        id={`letter-${key}`}
        className={CONTROL_CLASS}
        value={current[key]}
        onChange={(event) => setDraft({ ...current, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <section aria-label="Cover letter" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {(['docx', 'pdf'] as const).map((format) => (
          <Button key={format} asChild variant="outline">
            <a
              href={coverLetterHref(resume.id, format)}
              download
              aria-disabled={isDirty}
              onClick={(event) => isDirty && event.preventDefault()}
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />{' '}
              {format === 'docx' ? 'Cover Letter (Word)' : 'Cover Letter (PDF)'}
            </a>
          </Button>
        ))}
        <Button
          variant="ghost"
          onClick={() => write.mutate(resume.id, { onSuccess: () => setDraft(null) })}
          disabled={write.isPending}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />{' '}
          {write.isPending ? 'Writing...' : 'Write again'}
        </Button>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {isDirty ? 'Save first: the files are written from the saved letter.' : WORDED_BY[letter.wordedBy]}
        </span>
      </div>
      <div className="grid gap-3">
        {field('greeting', 'Greeting')}
        {current.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id; their place is their identity while editing
          <div key={index} className="grid gap-1">
            <label
              htmlFor={`letter-paragraph-${index}`}
              className="text-xs font-medium text-slate-600 dark:text-slate-300"
            >
              Paragraph {index + 1}
            </label>
            <textarea
              id={`letter-paragraph-${index}`}
              rows={4}
              className={CONTROL_CLASS}
              value={paragraph}
              onChange={(event) =>
                setDraft({
                  ...current,
                  paragraphs: current.paragraphs.map((text, at) =>
                    at === index ? event.target.value : text,
                  ),
                })
              }
            />
          </div>
        ))}
        <div className="grid gap-3 sm:grid-cols-2">
          {field('closing', 'Sign-off')}
          {field('signature', 'Name')}
        </div>
        {problems.length > 0 ? (
          <ul
            role="alert"
            className="list-disc rounded-md border border-red-300 bg-red-50 p-3 pl-8 text-sm text-red-800"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button onClick={save} disabled={!isDirty || edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save cover letter'}
          </Button>
        </div>
      </div>
      <TemplatePreview
        blocks={layoutCoverLetter(
          { ...letter, ...current },
          content,
          new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()),
        )}
        design={resume.design}
        label={`Preview of the cover letter in the ${resume.design.template} template`}
      />
    </section>
  );
}
