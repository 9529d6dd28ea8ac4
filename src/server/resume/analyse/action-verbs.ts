import { VERBS } from './verb-table';

const PAST = new Set(Object.values(VERBS));
const PRESENT = new Map(
  Object.entries(VERBS).map(([present, past]) => [present.replace(/_$/, '').replace('_', '-'), past]),
);
const OTHER_PAST =
  /^(?:[a-z]+ed|won|was|took|made|gave|began|sold|taught|met|held|stood|wrote|drove|grew|oversaw|led|built|ran|cut|set)$/;
/** Weak openers an ATS reviewer skims past. */
const WEAK_OPENER =
  /^(responsible for|duties included|tasked with|worked on|helped with|involved in|participated in|in charge of)\s+/i;

export type VerbForm = 'past' | 'present' | 'weak' | 'none';

export function readOpeningVerb(bullet: string): { word: string; form: VerbForm } {
  if (WEAK_OPENER.test(bullet)) return { word: WEAK_OPENER.exec(bullet)?.[1] ?? '', form: 'weak' };
  const word = (bullet.trim().split(/[\s,]+/)[0] ?? '').toLowerCase();
  if (PAST.has(word) || OTHER_PAST.test(word)) return { word, form: 'past' };
  if (PRESENT.has(word)) return { word, form: 'present' };
  return { word, form: 'none' };
}

/**
 * "Lead the team" → "Led the team"; "Hire, coach and develop staff" → "Hired, coached and developed
 * staff". Null when the bullet does not open with a known present verb.
 */
export function toPastTense(bullet: string): string | null {
  const match = /^((?:[A-Za-z-]+)(?:(?:,\s+|,?\s+and\s+)[A-Za-z-]+)*)(.*)$/s.exec(bullet.trim());
  if (!match?.[1]) return null;
  const words = match[1].split(/(,\s+|,?\s+and\s+)/);
  let changed = false;
  let opening = '';
  for (const [index, word] of words.entries()) {
    if (index % 2 === 1) {
      opening += word;
      continue;
    }
    const past = PRESENT.get(word.toLowerCase());
    if (!past) {
      // The run of verbs ended: the rest is the bullet's object.
      const rest = words.slice(index).join('');
      return changed ? `${opening}${rest}${match[2]}` : null;
    }
    opening += matchCase(past, word);
    changed = true;
  }
  return changed ? `${opening}${match[2]}` : null;
}

/** Verbs that are never nouns, so "… and identify gaps" can safely become "… and identified gaps". */
const SECOND_VERBS = new Set(
  'identify deliver maintain manage improve implement reduce define drive build create develop negotiate rationalize communicate coordinate deploy establish execute oversee prioritize streamline verify write close'.split(
    ' ',
  ),
);

/** The tense fix for a later verb joined by "and" ("Mapped systems and identify gaps"). */
export function toPastTenseThroughout(bullet: string): string | null {
  const opening = toPastTense(bullet);
  if (!opening) return null;
  return opening.replace(/\band ([a-z]+)\b/g, (whole, verb: string) => {
    const past = SECONDS.get(verb);
    return past ? `and ${past}` : whole;
  });
}

const SECONDS = new Map([...SECOND_VERBS].map((verb) => [verb, PRESENT.get(verb) ?? verb]));

/** "Responsible for managing vendors" → "Managed vendors"; null when there is no weak opener to fix. */
export function strengthenOpener(bullet: string, isPast: boolean): string | null {
  const match = WEAK_OPENER.exec(bullet);
  if (!match) return null;
  const rest = bullet.slice(match[0].length);
  const gerund = /^([a-z]+ing)\b(.*)$/s.exec(rest);
  const stem = presentOfGerund(gerund?.[1] ?? '');
  if (!stem) return null;
  const verb = isPast ? (PRESENT.get(stem) ?? stem) : stem;
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)}${gerund?.[2] ?? ''}`;
}

/** "reducing" → "reduce", "cutting" → "cut": the known verb a gerund comes from, or null. */
export function presentOfGerund(gerund: string): string | null {
  const root = /^([a-z]+)ing$/.exec(gerund.toLowerCase())?.[1];
  if (!root) return null;
  return [root, `${root}e`, root.replace(/(.)\1$/, '$1')].find((candidate) => PRESENT.has(candidate)) ?? null;
}

export function pastOfPresent(present: string): string | null {
  return PRESENT.get(present) ?? null;
}

const PRESENT_OF_PAST = new Map([...PRESENT].map(([present, past]) => [past, present]));
/** Short verbs that double their last letter before -ing ("cut" → "cutting"). */
const DOUBLING = /^(?:cut|map|plan|run|set|log|ship|drop|stop|win|begin|commit|control)$/;

/** "implemented" → "implementing", "led" → "leading": the gerund of a known past form, or null. */
export function gerundOfPast(past: string): string | null {
  const present = PRESENT_OF_PAST.get(past.toLowerCase());
  if (!present || present.includes('-')) return null;
  if (DOUBLING.test(present)) return `${present}${present.at(-1)}ing`;
  if (/ie$/.test(present)) return `${present.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(present)) return `${present.slice(0, -1)}ing`;
  return `${present}ing`;
}

function matchCase(word: string, like: string): string {
  return like.charAt(0) === like.charAt(0).toUpperCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

const NUMBER_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen|hundreds?|thousands?|millions?|billions?|double[ds]?|tripled?|halved)\b/i;

export function isQuantified(text: string): boolean {
  return /\d/.test(text) || NUMBER_WORDS.test(text);
}
