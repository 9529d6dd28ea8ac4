import { normalizeText } from './normalize-text';
import { stemWord } from './stem-word';
import { expandTerms } from './thesaurus';

/**
 * Whether a passage says a word itself (any form of it) or, when allowed, one of the content's
 * words for it from the thesaurus. Never by a near spelling: "offshore" is not "off-site".
 * A "Yes" rests on this, so a passage that only resembles the question cannot make one.
 */
export function saysWord(text: string, word: string, withSynonyms: boolean): boolean {
  const stems = new Set(normalizeText(text).split(' ').map(stemWord));
  const forms = withSynonyms ? [word, ...expandTerms(word).flatMap((term) => term.split(' '))] : [word];
  return forms.some((form) => stems.has(stemWord(form)));
}
