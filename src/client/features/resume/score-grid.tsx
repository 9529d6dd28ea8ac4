import type { MatchScore } from '../../../shared/resume/match-analysis';

const PARTS: Array<{ key: keyof Omit<MatchScore, 'overallScore'>; label: string }> = [
  { key: 'atsScore', label: 'ATS Score' },
  { key: 'keywordMatchScore', label: 'Keywords' },
  { key: 'contentQualityScore', label: 'Content' },
  { key: 'formattingScore', label: 'Format' },
];

/** The four sub-scores, each out of 25 (spec §3, §9). */
export function ScoreGrid({ score }: { score: MatchScore }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {PARTS.map((part) => (
        <div key={part.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{part.label}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900 dark:text-white" data-score={part.label}>
            {Number(score[part.key] ?? 0)
              .toFixed(1)
              .replace(/\.0$/, '')}
            /25
          </dd>
          <div className="mt-1 h-1.5 rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
            <div
              className="h-1.5 rounded bg-brand-600"
              style={{ width: `${Math.min(100, ((score[part.key] ?? 0) / 25) * 100)}%` }}
            />
          </div>
        </div>
      ))}
    </dl>
  );
}
