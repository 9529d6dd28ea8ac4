import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { ParseReport } from '../../../shared/resume/parse-report';
import { type ParsedResume, parsedResumeSchema } from '../../../shared/resume/parsed-resume';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CONTROL_CLASS } from '../jobs/form-controls';
import { ResumeDocument } from './resume-document';
import { useCorrectBaseResume } from './resume-mutations';

export type ReviewTarget = {
  title: string;
  baseId: number | null;
  resume: ParsedResume | null;
  report: ParseReport | null;
};

type ParseReviewDialogProps = { target: ReviewTarget | null; onOpenChange: (open: boolean) => void };

/** What the parser read from a base resume, what it could not place, and a way to correct it. */
export function ParseReviewDialog({ target, onOpenChange }: ParseReviewDialogProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const correct = useCorrectBaseResume();
  const report = target?.report;
  const close = (open: boolean) => {
    if (!open) {
      setDraft(null);
      setProblem('');
    }
    onOpenChange(open);
  };
  const save = () => {
    if (!target?.baseId || draft === null) return;
    try {
      const parsed = parsedResumeSchema.safeParse(JSON.parse(draft));
      if (!parsed.success)
        return setProblem(
          parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        );
      correct.mutate({ id: target.baseId, resume: parsed.data }, { onSuccess: () => close(false) });
    } catch {
      setProblem('That is not valid JSON.');
    }
  };
  const traits = report?.traits;
  const facts = traits
    ? [
        traits.format.toUpperCase(),
        traits.pageCount ? `${traits.pageCount} page${traits.pageCount === 1 ? '' : 's'}` : null,
        traits.hasColumns ? 'Two columns' : 'One column',
        traits.hasTables ? 'Tables' : null,
        traits.hasImages ? 'Images' : null,
        traits.hasContactInHeader ? 'Contact in header' : null,
      ].filter(Boolean)
    : [];
  return (
    <Dialog
      open={target !== null}
      onOpenChange={close}
      title={`What was read: ${target?.title ?? ''}`}
      description="Check the reading before tailoring; everything tailored starts from this."
      size="max-w-4xl"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          {target?.baseId && target.resume ? (
            draft === null ? (
              <Button variant="outline" onClick={() => setDraft(JSON.stringify(target.resume, null, 2))}>
                Correct the reading
              </Button>
            ) : (
              <Button onClick={save} disabled={correct.isPending}>
                {correct.isPending ? 'Saving...' : 'Save corrections'}
              </Button>
            )
          ) : null}
        </>
      }
    >
      <div className="space-y-4">
        {report && report.warnings.length > 0 ? (
          <div
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle aria-hidden="true" className="h-4 w-4" /> Check these
            </p>
            <ul className="mt-1 list-disc pl-5">
              {report.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-green-700 dark:text-green-300">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Every section was read without problems.
          </p>
        )}
        {facts.length ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">Layout: {facts.join(' · ')}</p>
        ) : null}
        {traits?.headings.length ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Headings:{' '}
            {traits.headings
              .map((heading) => `${heading.text} → ${heading.section ?? 'not used'}`)
              .join(', ')}
          </p>
        ) : null}
        {draft !== null ? (
          <div className="grid gap-1.5">
            <label htmlFor="parsed-json" className="text-sm font-medium">
              Parsed content (JSON)
            </label>
            <textarea
              id="parsed-json"
              rows={18}
              className={`${CONTROL_CLASS} font-mono text-xs`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            {problem ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {problem}
              </p>
            ) : null}
          </div>
        ) : target?.resume ? (
          <ResumeDocument resume={target.resume} />
        ) : (
          <p className="text-sm text-slate-600">Nothing could be read from this file.</p>
        )}
        {report?.unplacedLines.length ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              Lines not placed in any section ({report.unplacedLines.length})
            </summary>
            <ul className="mt-1 list-disc pl-5 text-slate-600 dark:text-slate-400">
              {report.unplacedLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Dialog>
  );
}
