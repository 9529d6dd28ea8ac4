import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ParseReport } from '../../../../shared/resume/parse-report';

/**
 * What the parser could not read or was unsure of, above the form, so it is checked first: the
 * all-clear only when nothing at all was doubtful.
 */
export function ParseFindings({ report }: { report: ParseReport | null }) {
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
    <div className="space-y-3">
      {report && (report.warnings.length > 0 || report.doubts.length > 0) ? (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="h-4 w-4" /> Check these
          </p>
          <ul className="mt-1 list-disc pl-5">
            {[...report.doubts.map((doubt) => doubt.message), ...report.warnings].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-green-700 dark:text-green-300">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Every section was read without problems.
        </p>
      )}
      {report?.unplacedLines.length ? (
        <details open className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
          <summary className="cursor-pointer font-medium">
            Lines not placed in any section ({report.unplacedLines.length}): copy any that belong into the
            form
          </summary>
          <ul className="mt-1 list-disc pl-5 text-slate-600 dark:text-slate-400">
            {report.unplacedLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {facts.length ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">Layout: {facts.join(' · ')}</p>
      ) : null}
      {traits?.headings.length ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Headings:{' '}
          {traits.headings.map((heading) => `${heading.text} → ${heading.section ?? 'not used'}`).join(', ')}
        </p>
      ) : null}
    </div>
  );
}
