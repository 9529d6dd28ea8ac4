import { stripFillers } from './detect-intent';

/** Common names for things the content may call differently; a match here is reported as related, not named. */
export const RELATED_TERMS: Record<string, string[]> = {
  itil: ['itsm', 'service management', 'service desk'],
  sso: ['single sign on'],
  mfa: ['multi factor'],
  iam: ['identity&access', 'identity'],
  'identity and access': ['identity&access'],
  mdm: ['device management'],
  'mergers and acquisitions': ['m&a', 'acquisition'],
  'mergers&acquisitions': ['m&a', 'acquisition'],
  'm&a': ['acquisition'],
  'disaster recovery': ['business continuity'],
  bcdr: ['business continuity', 'disaster recovery'],
  'service desk': ['itsm'],
  'help desk': ['service desk', 'itsm'],
  helpdesk: ['service desk', 'itsm'],
  'objectives and key results': ['okr'],
  gaming: ['game'],
  games: ['game'],
  'video games': ['game'],
  'game industry': ['game'],
};

const TRIGGER = new RegExp(
  [
    String.raw`\b(?:have|has|any|got)\s+(.+?)\s+experience$`,
    String.raw`\b(?:know|knows|knowledge of|experience (?:with|in|using|of)|experienced (?:with|in)|familiar with|familiarity with|expertise in|expert (?:in|at|on)|proficient (?:in|with)|proficiency in|good at|worked with|work with|used|uses|using|hands on (?:experience )?(?:with)?|background in|strong in|versed in|skilled (?:in|at|with)|capable of|competent (?:in|with)|work(?:ed|s|ing)? (?:in|on|with))\s+(.+)$`,
  ].join('|'),
);
const LEADING = /^(?:about|any|some|the|a|an|him|doing|working on|working with|with|in|of|on|how to)\s+/;
const TRAILING =
  /\s+(?:too|also|as well|at all|well|stuff|things|technology|technologies|tools?|work|experience|skills?|platforms?|systems?)$/;

const VAGUE_TERMS = new Set(['any', 'some', 'it', 'that', 'this', 'them', 'much', 'lot', 'stuff', 'things']);

/** The skills named in "does he know X?" / "experience with X and Y?". */
export function extractTerms(normalizedQuestion: string): string[] {
  const match = TRIGGER.exec(stripFillers(normalizedQuestion));
  let rest = match?.[1] ?? match?.[2] ?? '';
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(LEADING, '').replace(TRAILING, '').trim();
  }
  if (rest === '' || VAGUE_TERMS.has(rest)) return [];
  if (RELATED_TERMS[rest]) return [rest];
  return rest
    .split(/\s+(?:and|or|nor|plus)\s+|\s*,\s*/)
    .map((term) => term.trim())
    .filter((term) => term.length > 1);
}
