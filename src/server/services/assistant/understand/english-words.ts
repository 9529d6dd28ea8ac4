import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * Whether a lowercase word is in the English lexicon of wink-nlp's model (shipped inside its npm
 * package, loaded once on first use): "butter", "flavor" and "ping" are words, not typos of
 * "better", "favor" or "pink". The model numbers its lexicon first; a word it has never seen is
 * given a number past the end, which a made-up word read at start-up marks.
 */
type Reader = ReturnType<typeof winkNLP>;
let reader: { nlp: Reader; lexiconSize: number } | null = null;
const known = new Map<string, boolean>();
const MAX_REMEMBERED = 20_000;

function idOf(nlp: Reader, word: string): number {
  return Number(nlp.readDoc(word).tokens().itemAt(0).out(nlp.its.uniqueId));
}

function getReader(): { nlp: Reader; lexiconSize: number } {
  if (!reader) {
    const nlp = winkNLP(model, []);
    reader = { nlp, lexiconSize: idOf(nlp, 'qzxvqzxvq') };
  }
  return reader;
}

export function isEnglishWord(word: string): boolean {
  const remembered = known.get(word);
  if (remembered !== undefined) return remembered;
  const { nlp, lexiconSize } = getReader();
  const isWord = /^[a-z]{2,}$/.test(word) && idOf(nlp, word) < lexiconSize;
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(word, isWord);
  return isWord;
}
