import type { ReactNode } from 'react';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import { EnhancedNotes } from './enhanced-notes';

type DocumentSectionProps = {
  title: string;
  changes: ResumeChange[];
  showChanges: boolean;
  children: ReactNode;
};

/** One section of the preview: its standard heading, its content and, with Show Changes, its notes. */
export function DocumentSection({ title, changes, showChanges, children }: DocumentSectionProps) {
  return (
    <section className="mt-5" aria-label={title}>
      <h4 className="border-b border-slate-300 pb-1 text-sm font-bold tracking-wide text-slate-900 uppercase dark:border-slate-600 dark:text-white">
        {title}
      </h4>
      <div className="mt-2 text-sm text-slate-800 dark:text-slate-200">{children}</div>
      {showChanges ? <EnhancedNotes changes={changes} /> : null}
    </section>
  );
}
