import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { JobKeyword } from '../analyse/keywords';
import { countForm, type MatchText, prepareForm, prepareText } from '../analyse/normalize';
import { isAbbreviation } from '../analyse/synonyms';

/** The best credit each keyword earns outside the experience bullets, as the analysis counts it. */
export type Coverage = Map<string, number>;

export function creditIn(text: MatchText, keyword: JobKeyword, inContext: boolean): number {
  if (!keyword.forms.some((form) => countForm(text, form) > 0)) return 0;
  const exact =
    countForm(text, prepareForm(keyword.label.replace(/(?<=\w{3})s$/, ''), isAbbreviation(keyword.label))) >
    0;
  return (inContext ? 1 : 0.8) * (exact ? 1 : 0.9);
}

export function measureCoverage(resume: ParsedResume, keywords: JobKeyword[]): Coverage {
  const inContext = [
    resume.summary,
    ...resume.achievements,
    ...resume.experience.map((role) => role.title),
  ].map(prepareText);
  const inLists = [...resume.skills, ...resume.certifications].map(prepareText);
  const coverage: Coverage = new Map();
  for (const keyword of keywords) {
    const credit = Math.max(
      0,
      ...inContext.map((text) => creditIn(text, keyword, true)),
      ...inLists.map((text) => creditIn(text, keyword, false)),
    );
    coverage.set(keyword.id, credit);
  }
  return coverage;
}

/** The credit a bullet earns for each keyword it names, worked out once per bullet. */
export type BulletCredits = Array<{ keyword: JobKeyword; credit: number }>;

export function measureBullet(bullet: string, keywords: JobKeyword[]): BulletCredits {
  const text = prepareText(bullet);
  return keywords
    .map((keyword) => ({ keyword, credit: creditIn(text, keyword, true) }))
    .filter((entry) => entry.credit > 0);
}

/** What keeping a bullet adds: the keyword credit it earns beyond what is already covered. */
export function measureGain(credits: BulletCredits, coverage: Coverage): number {
  return credits.reduce(
    (gain, { keyword, credit }) =>
      gain + keyword.weight * Math.max(0, credit - (coverage.get(keyword.id) ?? 0)),
    0,
  );
}

export function cover(credits: BulletCredits, coverage: Coverage): void {
  for (const { keyword, credit } of credits) {
    if (credit > (coverage.get(keyword.id) ?? 0)) coverage.set(keyword.id, credit);
  }
}
