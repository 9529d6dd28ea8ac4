import type { ScoreItem } from '../../../shared/resume/match-analysis';
import type { ResumeScore } from './analyse';
import { describeTally, tallyKeywords } from './keyword-tally';
import type { JobText } from './keywords';

const SUB_SCORES = [
  ['ATS parseability', 'ats'],
  ['keywords', 'keywords'],
  ['content', 'content'],
  ['format', 'format'],
] as const;

function listLabels(labels: string[], limit = 4): string {
  const shown = labels.slice(0, limit).map((label) => `"${label}"`);
  return labels.length > limit ? `${shown.join(', ')} and ${labels.length - limit} more` : shown.join(', ');
}

/** Strengths: parts that earn 85% or more; improvements: parts under 60%, each with its reason. */
export function describeAreas(scored: ResumeScore): { strengths: string[]; improvements: string[] } {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const tally = tallyKeywords(scored.hits);
  const missing = [...tally.missing].sort((a, b) => b.keyword.weight - a.keyword.weight);
  if (tally.total > 0 && tally.matched.length / tally.total >= 0.7) {
    strengths.push(
      `Shows ${describeTally(tally)}, including ${listLabels(
        tally.matched.map((hit) => hit.keyword.label),
        3,
      )}.`,
    );
  }
  if (missing.length > 0) {
    improvements.push(
      `Missing ${missing.length} of ${tally.total} keywords the posting asks for: ${listLabels(missing.map((hit) => hit.keyword.label))}.`,
    );
  }
  const items: ScoreItem[] = [
    ...scored.breakdown.ats,
    ...scored.breakdown.content,
    ...scored.breakdown.format,
  ];
  for (const entry of items) {
    const ratio = entry.points / entry.max;
    if (ratio >= 0.85) strengths.push(`${entry.label}: ${entry.note}`);
    else if (ratio < 0.6) improvements.push(`${entry.label}: ${entry.note}`);
  }
  return { strengths, improvements };
}

export function describeInsights(job: JobText, scored: ResumeScore): string {
  const { score } = scored;
  const parts = SUB_SCORES.map(([label, key]) => ({
    label,
    value:
      key === 'ats'
        ? score.atsScore
        : key === 'keywords'
          ? score.keywordMatchScore
          : key === 'content'
            ? score.contentQualityScore
            : score.formattingScore,
  })).sort((a, b) => b.value - a.value);
  const best = parts[0];
  const worst = parts.at(-1);
  const tally = tallyKeywords(scored.hits);
  const role = [job.position, job.company].filter(Boolean).join(' at ');
  return [
    `${Math.round(score.overallScore)}% match for ${role}.`,
    best && worst
      ? `Strongest on ${best.label} (${best.value}/25), weakest on ${worst.label} (${worst.value}/25).`
      : '',
    tally.total
      ? `Shows ${describeTally(tally)}${tally.required.total ? ` (${tally.required.matched} of ${tally.required.total} required)` : ''}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
