import { Sparkles } from 'lucide-react';
import type { ResumeChange } from '../../../shared/resume/resume-changes';

const SOURCE_LABELS: Record<ResumeChange['source'], string> = {
  tailor: 'Tailored',
  enhance: 'Enhanced',
  model: 'Model wording',
  owner: 'Edited by you',
};

/** The "Enhanced" tag under a section, with a note for each change made there and why. */
export function EnhancedNotes({ changes }: { changes: ResumeChange[] }) {
  if (changes.length === 0) return null;
  const notes = [
    ...new Map(changes.map((change) => [`${change.target ?? ''}${change.reason}`, change])).values(),
  ];
  return (
    <div className="mt-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm dark:border-emerald-800 dark:bg-emerald-950/40">
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
        <Sparkles aria-hidden="true" className="h-3 w-3" /> Enhanced
      </span>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-emerald-900 dark:text-emerald-100">
        {notes.map((change) => (
          <li key={`${change.target ?? ''}${change.reason}`}>
            <span className="font-medium">{SOURCE_LABELS[change.source]}</span>
            {change.target ? ` · ${change.target}` : ''}: {change.reason}
            {change.kind === 'condensed' && change.before ? (
              <details className="mt-1 text-xs text-emerald-800 dark:text-emerald-200">
                <summary className="cursor-pointer">Left out ({change.before.split('\n').length})</summary>
                <ul className="mt-1 list-disc pl-5">
                  {change.before.split('\n').map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
