import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { type MoveResult, rewordBullets } from './changes';

/**
 * Wordy phrases with a shorter one that says the same, as editors cut them. Each keeps the
 * bullet's facts (no number, name or claim changes), so the fact check has nothing to find.
 */
const CUTS: Array<{ pattern: RegExp; replacement: string; said: string }> = [
  { pattern: /^successfully\s+(?=[a-z])/i, replacement: '', said: '"Successfully" cut' },
  { pattern: /\bin order to\b/gi, replacement: 'to', said: '"in order to" → "to"' },
  { pattern: /\ba total of\s+(?=\S)/gi, replacement: '', said: '"a total of" cut' },
  {
    pattern: /\bdue to the fact that\b/gi,
    replacement: 'because',
    said: '"due to the fact that" → "because"',
  },
  { pattern: /\bthe majority of\b/gi, replacement: 'most', said: '"the majority of" → "most"' },
  {
    pattern: /\bon a (daily|weekly|monthly|quarterly) basis\b/gi,
    replacement: '$1',
    said: '"on a … basis" → "daily", "weekly"…',
  },
  {
    pattern: /\bon a regular basis\b/gi,
    replacement: 'regularly',
    said: '"on a regular basis" → "regularly"',
  },
  { pattern: /\butiliz(?:ed|ing|e|es)\b/gi, replacement: '', said: '"utilize" → "use"' },
  { pattern: /\b(?:various|numerous) (?=[a-z])/gi, replacement: '', said: '"various" cut' },
];

const USE_FORMS: Record<string, string> = {
  utilized: 'used',
  utilizing: 'using',
  utilize: 'use',
  utilizes: 'uses',
};

function keepCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** The bullet with wordy phrases cut or shortened, and each edit in words; null when there was none. */
export function tightenBullet(bullet: string): { after: string; cut: string[] } | null {
  let after = bullet;
  const cut: string[] = [];
  for (const { pattern, replacement, said } of CUTS) {
    const next = after.replace(pattern, (match: string, group?: string) => {
      const lower = match.toLowerCase();
      const plain =
        lower in USE_FORMS
          ? (USE_FORMS[lower] ?? match)
          : replacement.replace('$1', typeof group === 'string' ? group.toLowerCase() : '');
      return keepCase(match, plain);
    });
    if (next !== after) {
      cut.push(said);
      after = next;
    }
  }
  after = after.replace(/\s{2,}/g, ' ').trim();
  if (after === bullet || cut.length === 0) return null;
  // A cut at the start leaves a lower-case word first; a bullet that began in lower case keeps it.
  const startsUpper = /^[A-Z]/.test(bullet);
  return { after: startsUpper ? after.charAt(0).toUpperCase() + after.slice(1) : after, cut };
}

/** Tighter bullets: every role's wordy phrases cut, each cut recorded with what it removed. */
export function tightenBullets(resume: ParsedResume): MoveResult {
  return rewordBullets(resume, (bullet) => {
    const tightened = tightenBullet(bullet);
    return tightened
      ? {
          after: tightened.after,
          reason: `Tighter wording (${tightened.cut.join('; ')}); the facts are unchanged.`,
        }
      : null;
  });
}
