import type { KeywordHit } from './match-keywords';
import { item, percent, type ScorePart, sumItems } from './score-items';

/** Keywords (25): the weighted share of the job's keywords the resume shows, each by how well it shows it. */
export function scoreKeywords(hits: KeywordHit[]): ScorePart {
  const total = hits.reduce((sum, hit) => sum + hit.keyword.weight, 0);
  if (total === 0) {
    return sumItems([
      item(
        'Keyword coverage',
        12.5,
        25,
        'The application has no description to match; add it for a real keyword score.',
      ),
    ]);
  }
  const earned = hits.reduce((sum, hit) => sum + hit.keyword.weight * hit.credit, 0);
  const required = hits.filter((hit) => hit.keyword.importance === 'required');
  const requiredShown = required.filter((hit) => hit.credit > 0).length;
  const named = hits.filter((hit) => hit.isNamed).length;
  return sumItems([
    item(
      'Keyword coverage',
      (25 * earned) / total,
      25,
      `${percent(earned / total)} of the keyword weight: ${named} of ${hits.length} named, ${requiredShown} of ${required.length} required shown.`,
    ),
  ]);
}
