import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { describeTally, tallyKeywords } from './keyword-tally';
import type { JobText } from './keywords';
import type { KeywordHit } from './match-keywords';
import { item, percent, type ScorePart, sumItems } from './score-items';

/** Seniority and numbering in a title say nothing about the field. */
const TITLE_NOISE = new Set(
  'senior sr junior jr lead staff principal head chief associate assistant i ii iii iv v of and the for to a an remote hybrid'.split(
    ' ',
  ),
);

/** Words every field's titles share: they say less about the field than "product" or "security". */
const ROLE_NOUNS = new Set(
  'manager engineer developer analyst director specialist consultant officer administrator architect coordinator technician associate representative'.split(
    ' ',
  ),
);

/** Title words; "Front-End" and "frontend" are one word. */
const titleWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/(?<=[a-z])-(?=[a-z])/g, '')
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 1 && !TITLE_NOISE.has(word));

/**
 * How much of the posting's title the resume's own titles and headline carry: recruiters and
 * ATS search by title first ("frontend engineer", "IT manager"). A role noun counts half.
 */
export function titleShare(resume: ParsedResume, job: JobText): number {
  const wanted = [...new Set(titleWords(job.position.replace(/\s[—–-]\s.*$/, '')))];
  if (wanted.length === 0) return 1;
  const held = new Set(
    titleWords([...resume.experience.map((role) => role.title), resume.summary.slice(0, 200)].join(' ')),
  );
  const weightOf = (word: string) => (ROLE_NOUNS.has(word) ? 0.5 : 1);
  const total = wanted.reduce((sum, word) => sum + weightOf(word), 0);
  const shown = wanted
    .filter((word) => held.has(word) || held.has(word.replace(/s$/, '')))
    .reduce((sum, word) => sum + weightOf(word), 0);
  return shown / total;
}

/**
 * Keywords (25): the weighted share of the job's keywords the resume shows, each by how well it
 * shows it (20), and the posting's title in the resume's titles (5).
 */
export function scoreKeywords(hits: KeywordHit[], resume: ParsedResume, job: JobText): ScorePart {
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
  const tally = tallyKeywords(hits);
  const title = titleShare(resume, job);
  return sumItems([
    item(
      'Keyword coverage',
      (20 * earned) / total,
      20,
      `${percent(earned / total)} of the keyword weight: ${describeTally(tally)} shown (${tally.named} by name, ${tally.matched.length - tally.named} in related words), ${tally.required.matched} of ${tally.required.total} required.`,
    ),
    item(
      'Job title',
      5 * title,
      5,
      `${percent(title)} of the posting's title appears in your titles or headline.`,
    ),
  ]);
}
