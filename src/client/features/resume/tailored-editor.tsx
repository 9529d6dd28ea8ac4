import { useState } from 'react';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { Button } from '../../components/ui/button';
import { useSaveTailoredContent } from './resume-edit-mutations';
import { ResumeReviewForm } from './review/resume-review-form';
import { finishDraft } from './review/review-draft';

type TailoredEditorProps = {
  resume: TailoredResume;
  content: ParsedResume;
  onDirtyChange: (isDirty: boolean) => void;
  onSaved: () => void;
};

/**
 * A tailored resume in the same review form as a base resume (contact, roles and bullets,
 * education, skills, every section). What the owner changes here is theirs: tailoring again,
 * Enhance and model wording never reword it.
 */
export function TailoredEditor({ resume, content, onDirtyChange, onSaved }: TailoredEditorProps) {
  const [draft, setDraft] = useState<ParsedResume | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveTailoredContent();
  const change = (next: ParsedResume) => {
    setDraft(next);
    onDirtyChange(true);
  };
  const submit = () => {
    if (!draft) return;
    const finished = finishDraft(draft);
    if ('problems' in finished) return setProblems(finished.problems);
    setProblems([]);
    save.mutate(
      { id: resume.id, resume: finished.resume },
      {
        onSuccess: () => {
          setDraft(null);
          onSaved();
        },
      },
    );
  };
  return (
    <section aria-label="Edit tailored resume" className="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Change anything before you download. Bullets you edit are marked as yours and are never reworded, even
        when the resume is tailored again.
      </p>
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
      <ResumeReviewForm resume={draft ?? content} onChange={change} />
      <div className="flex gap-2">
        <Button onClick={submit} disabled={draft === null || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save edits'}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(null);
            onDirtyChange(false);
          }}
          disabled={draft === null}
        >
          Discard edits
        </Button>
      </div>
    </section>
  );
}
