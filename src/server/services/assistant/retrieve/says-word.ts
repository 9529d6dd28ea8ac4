import { normalizeText } from '../../../../shared/text/normalize-words';
import { stemWord } from '../understand/stem-word';
import { expandTerms } from '../understand/thesaurus';

/** The stems of a text; passages are few and fixed, so each is stemmed once. */
const stemsByText = new Map<string, ReadonlySet<string>>();
export function stemsOf(text: string): ReadonlySet<string> {
  let stems = stemsByText.get(text);
  if (!stems) {
    stems = new Set(normalizeText(text).split(' ').map(stemWord));
    stemsByText.set(text, stems);
  }
  return stems;
}

const formsByWord = new Map<string, readonly string[]>();
/** A word's stem and the stems of the content's words for it in the thesaurus. */
export function synonymStems(word: string): readonly string[] {
  let forms = formsByWord.get(word);
  if (!forms) {
    forms = [...new Set([word, ...expandTerms(word).flatMap((term) => term.split(' '))].map(stemWord))];
    formsByWord.set(word, forms);
  }
  return forms;
}

/**
 * Whether a passage says a word itself (any form of it) or, when allowed, one of the content's
 * words for it from the thesaurus. Never by a near spelling: "offshore" is not "off-site".
 * A "Yes" rests on this, so a passage that only resembles the question cannot make one.
 */
export function saysWord(text: string, word: string, withSynonyms: boolean): boolean {
  const stems = stemsOf(text);
  return withSynonyms ? synonymStems(word).some((form) => stems.has(form)) : stems.has(stemWord(word));
}
