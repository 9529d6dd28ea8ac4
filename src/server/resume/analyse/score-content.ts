import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { isQuantified, readOpeningVerb } from './action-verbs';
import type { KeywordHit } from './match-keywords';
import { item, percent, type ScorePart, share, sumItems } from './score-items';
import { allBullets, countWordsIn, monthsSinceEnd, startIndex } from './text-stats';

export const BULLET_WORDS = { min: 8, max: 35 } as const;
const RECENT_MONTHS = 24;
const RELEVANT_YEARS = 10;

/** Content quality (25): results with numbers, strong verbs, bullets of a readable length, recent relevant work. */
export function scoreContent(resume: ParsedResume, hits: KeywordHit[], now: Date): ScorePart {
  const bullets = allBullets(resume);
  const results = [...bullets, ...resume.achievements];
  const quantified = results.filter(isQuantified).length;
  const quantifiedShare = results.length ? quantified / results.length : 0;

  const verbCredit = resume.experience.flatMap((role) => {
    const isCurrent = monthsSinceEnd(role, now) === 0;
    return role.bullets.map((bullet): number => {
      const { form } = readOpeningVerb(bullet);
      if (form === 'past') return 1;
      if (form === 'present') return isCurrent ? 1 : 0.6;
      return form === 'weak' ? 0 : 0.3;
    });
  });
  const verbShare = verbCredit.length
    ? verbCredit.reduce((sum, value) => sum + value, 0) / verbCredit.length
    : 0;

  const wellSized = bullets.filter((bullet) => {
    const words = countWordsIn(bullet);
    return words >= BULLET_WORDS.min && words <= BULLET_WORDS.max;
  }).length;
  const sizeShare = bullets.length ? wellSized / bullets.length : 0;

  const ages = resume.experience.map((role) => monthsSinceEnd(role, now));
  const latest = Math.min(...ages.map((age) => age ?? Number.POSITIVE_INFINITY));
  const isRecent = latest <= RECENT_MONTHS;
  const ordered = isReverseChronological(resume, now);
  const inExperience = hits.filter((hit) => hit.credit > 0 && hit.sections.includes('experience'));
  const recentRoles = new Set(
    resume.experience
      .filter((_, index) => (ages[index] ?? Infinity) <= RELEVANT_YEARS * 12)
      .map((role) => `Experience: ${[role.title, role.company].filter(Boolean).join(', ')}`),
  );
  const recentHits = inExperience.filter((hit) =>
    hit.locations.some((location) => recentRoles.has(location)),
  ).length;
  const relevance = inExperience.length ? recentHits / inExperience.length : 0.5;

  return sumItems([
    item(
      'Quantified results',
      8 * share(quantifiedShare, 0.5),
      8,
      `${quantified} of ${results.length} bullets and achievements carry a number (aim for half).`,
    ),
    item(
      'Action verbs',
      7 * share(verbShare, 0.85),
      7,
      `${percent(verbShare)} open with a strong verb in the right tense.`,
    ),
    item(
      'Bullet length',
      5 * share(sizeShare, 0.85),
      5,
      `${wellSized} of ${bullets.length} bullets are ${BULLET_WORDS.min}-${BULLET_WORDS.max} words.`,
    ),
    item(
      'Recency',
      (isRecent ? 2.5 : 0) + (ordered ? 1.5 : 0) + relevance,
      5,
      `${isRecent ? 'Current or recent role' : 'No role in the last two years'}; ${ordered ? 'newest first' : 'not in reverse order'}; ${percent(relevance)} of matched skills shown in the last ${RELEVANT_YEARS} years.`,
    ),
  ]);
}

/** Newest first, by end date or by start date (overlapping roles can satisfy one and not the other). */
export function isReverseChronological(resume: ParsedResume, now: Date): boolean {
  const byEnd = resume.experience.map((role) => -(monthsSinceEnd(role, now) ?? 0));
  const byStart = resume.experience.map((role) => startIndex(role, now) ?? 0);
  const descending = (values: number[]) =>
    values.every((value, index) => index === 0 || value <= (values[index - 1] ?? value));
  return descending(byEnd) || descending(byStart);
}
