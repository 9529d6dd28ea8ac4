import { escapeRegExp } from '../../../shared/text/escape-reg-exp';
import type { JobKeyword } from './keywords';
import { prepareForm } from './normalize';
import { findNounPhrases } from './noun-phrases';
import { type PostingLine, weighPostingTerm } from './posting-terms';

/** Half a vocabulary term's weight: a noun phrase fills the list after the named skills, never displaces them. */
const PHRASE_BASE = 0.5;

/** Written as its own words, not the tail of a hyphenated one ("call rotation" of "on-call rotation"). */
function standsAlone(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\w-])${escapeRegExp(phrase).replace(/\s+/g, '\\s+')}(?![\\w-])`).test(text);
}

/**
 * The posting's lower-case skills ("query optimization", "keyboard navigation") as keywords. A
 * phrase that holds a term already found, or is held by one, adds nothing and is left out.
 */
export function extractNounPhraseTerms(
  lines: PostingLine[],
  known: JobKeyword[],
  ownNames: string[],
): JobKeyword[] {
  // The job title's and the hiring company's own words name no skill.
  const ownWords = new Set(
    ownNames.flatMap((name) => name.toLowerCase().split(/[^a-z0-9+#.]+/)).filter(Boolean),
  );
  const knownForms = known.flatMap((keyword) => keyword.forms.map((form) => ` ${form.text.toLowerCase()} `));
  const byKey = new Map<string, JobKeyword>();
  for (const line of lines) {
    for (const phrase of findNounPhrases(line.text, ownWords)) {
      const form = prepareForm(phrase, false);
      if (!standsAlone(line.text, phrase)) continue;
      const padded = ` ${form.text} `;
      if (!form.text || byKey.has(form.text)) continue;
      if (knownForms.some((known) => padded.includes(known) || known.includes(padded))) continue;
      const term = weighPostingTerm(lines, `phrase:${form.text}`, phrase.toLowerCase(), form, PHRASE_BASE);
      if (term) byKey.set(form.text, term);
    }
  }
  return [...byKey.values()];
}
