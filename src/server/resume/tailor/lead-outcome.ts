import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import {
  gerundOfPast,
  isQuantified,
  pastOfPresent,
  presentOfGerund,
  readOpeningVerb,
} from '../analyse/action-verbs';
import { type MoveResult, rewordBullets } from './changes';
import type { TailorContext } from './context';
import { namedKeywords, weighText } from './wording';

/** Verbs that state a result ("reducing costs by 30%"), as opposed to more of the work. */
const OUTCOME_VERBS = new Set([
  'reduce',
  'cut',
  'increase',
  'improve',
  'save',
  'raise',
  'decrease',
  'eliminate',
  'accelerate',
  'shorten',
  'grow',
  'generate',
  'achieve',
  'deliver',
]);
/** "…, resulting in a 40% increase" names the result without a verb of its own. */
const RESULTING = /^(?:resulting in|leading to)$/i;

/**
 * The bullet's parts: a run of past-tense verbs ("Designed and built"), the work, and a last
 * clause that states the result with a gerund ("…, reducing tickets by 30%").
 */
const SHAPE =
  /^(?<verbs>[A-Z][a-z]+(?:(?:,\s+|,?\s+and\s+)[a-z]+)*)\s+(?<work>[^;]+),\s+(?<link>resulting in|leading to|[a-z]+ing)\s+(?<result>[^,;]+?)(?<end>\.?)$/;

/**
 * "Migrated 40 servers to Azure, cutting hosting costs by 30%." → "Cut hosting costs by 30% by
 * migrating 40 servers to Azure." Only when the last clause is a measured result: the reader (and
 * a recruiter skimming six seconds) sees the outcome first; every word of the base is kept, only
 * the verbs change form. Null when the bullet does not have that shape.
 */
export function leadWithOutcome(bullet: string): string | null {
  const parts = SHAPE.exec(bullet.trim())?.groups;
  if (!parts?.verbs || !parts.work || !parts.link || !parts.result) return null;
  if (!isQuantified(parts.result) || readOpeningVerb(bullet).form !== 'past') return null;
  let opener: string;
  if (RESULTING.test(parts.link)) opener = 'Achieved';
  else {
    const present = presentOfGerund(parts.link);
    const past = present && OUTCOME_VERBS.has(present) ? pastOfPresent(present) : null;
    if (!past) return null;
    opener = past.charAt(0).toUpperCase() + past.slice(1);
  }
  // Every verb of the opening run becomes a gerund ("Designed and built" → "designing and building").
  const words = parts.verbs.split(/(,\s+|,?\s+and\s+)/);
  const gerunds = words.map((word, index) => (index % 2 === 1 ? word : gerundOfPast(word)));
  if (gerunds.some((word) => word === null)) return null;
  // A later verb of the work joined by "and" follows ("… licenses and renegotiated contracts").
  const work = parts.work.replace(/\band ([a-z]+)\b/g, (whole, word: string) => {
    const gerund = gerundOfPast(word);
    return gerund ? `and ${gerund}` : whole;
  });
  return `${opener} ${parts.result} by ${gerunds.join('')} ${work}${parts.end}`;
}

/**
 * Bullets that end in a measured result lead with it; the reason names the posting's keywords the
 * bullet shows, which now sit right after the result instead of at the end.
 */
export function leadWithOutcomes(resume: ParsedResume, context: TailorContext): MoveResult {
  return rewordBullets(resume, (bullet) => {
    const after = leadWithOutcome(bullet);
    // A verb that was itself a keyword's form ("Automated" for automation) must still show it.
    if (!after || weighText(after, context.keywords) < weighText(bullet, context.keywords)) return null;
    const terms = namedKeywords(bullet, context.keywords).slice(0, 2);
    const shows = terms.length
      ? `, then the work that shows ${terms.map((term) => `"${term.label}"`).join(' and ')}`
      : ', then the work behind it';
    return { after, reason: `Leads with the measured result${shows}; the facts are unchanged.` };
  });
}
