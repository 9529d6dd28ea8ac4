import type { KeywordHit } from './match-keywords';

/**
 * The one count of the posting's keywords every sentence and list of the analysis uses: a keyword
 * is matched when the resume shows it at all (by name or in related words) and missing otherwise,
 * so matched and missing always add up to the total.
 */
export type KeywordTally = {
  matched: KeywordHit[];
  missing: KeywordHit[];
  total: number;
  /** Of the matched, those the resume names rather than shows in other words. */
  named: number;
  required: { matched: number; total: number };
};

export function tallyKeywords(hits: KeywordHit[]): KeywordTally {
  const matched = hits.filter((hit) => hit.credit > 0);
  const missing = hits.filter((hit) => hit.credit === 0);
  const required = hits.filter((hit) => hit.keyword.importance === 'required');
  return {
    matched,
    missing,
    total: hits.length,
    named: matched.filter((hit) => hit.isNamed).length,
    required: { matched: required.filter((hit) => hit.credit > 0).length, total: required.length },
  };
}

/** "12 of 26 keywords" as every part of the analysis says it. */
export function describeTally(tally: KeywordTally): string {
  return `${tally.matched.length} of ${tally.total} keyword${tally.total === 1 ? '' : 's'}`;
}
