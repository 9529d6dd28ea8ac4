import { type EnglishReader, englishReader } from '../../../../shared/text/english-model';

/**
 * Whether a lowercase word is in the English lexicon of wink-nlp's model (shipped inside its npm
 * package, loaded once on first use): "butter", "flavor" and "ping" are words, not typos of
 * "better", "favor" or "pink". The model numbers its lexicon first; a word it has never seen is
 * given a number past the end, which a made-up word read at start-up marks.
 */
let lexicon: { nlp: EnglishReader; lexiconSize: number } | null = null;
const known = new Map<string, boolean>();
const MAX_REMEMBERED = 20_000;

function idOf(nlp: EnglishReader, word: string): number {
  return Number(nlp.readDoc(word).tokens().itemAt(0).out(nlp.its.uniqueId));
}

function getLexicon(): { nlp: EnglishReader; lexiconSize: number } {
  if (!lexicon) {
    const nlp = englishReader();
    lexicon = { nlp, lexiconSize: idOf(nlp, 'qzxvqzxvq') };
  }
  return lexicon;
}

export function isEnglishWord(word: string): boolean {
  const remembered = known.get(word);
  if (remembered !== undefined) return remembered;
  const { nlp, lexiconSize } = getLexicon();
  const isWord = /^[a-z]{2,}$/.test(word) && idOf(nlp, word) < lexiconSize;
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(word, isWord);
  return isWord;
}
