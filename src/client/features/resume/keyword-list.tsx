import type { KeywordDetail } from '../../../shared/resume/match-analysis';

type KeywordListProps = {
  title: string;
  /** "12 of 26": this list's share of the posting's keywords. */
  count?: string;
  keywords: string[];
  details: KeywordDetail[];
  tone: 'matched' | 'missing';
};

const TONES = {
  matched:
    'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  missing: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
};

/** Keyword badges; each says where it was found (matched) or where the posting asks for it (missing). */
export function KeywordList({ title, count, keywords, details, tone }: KeywordListProps) {
  const byKeyword = new Map(details.map((detail) => [detail.keyword, detail]));
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {title}
        {count ? (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-300">({count})</span>
        ) : null}
      </h4>
      {keywords.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">None</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={title}>
          {keywords.map((keyword) => {
            const detail = byKeyword.get(keyword);
            const where =
              tone === 'matched'
                ? `Found in ${detail?.resumeLocations.join('; ') || 'the resume'}`
                : `Asked for in ${detail?.jobLocations.join(', ') || 'the posting'}${detail?.importance === 'required' ? ' (required)' : ''}`;
            return (
              <li
                key={keyword}
                title={where}
                className={`rounded-full border px-2.5 py-0.5 text-xs ${TONES[tone]}`}
              >
                {keyword}
                {detail?.importance === 'required' && tone === 'missing' ? (
                  <span className="sr-only"> (required)</span>
                ) : null}
                <span className="sr-only">: {where}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
