import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * The one reader over wink-nlp's English model (which ships inside its npm package). The model is
 * a single object that every `winkNLP(model, …)` call rewires: a second reader made with another
 * pipeline silently stopped the first from tagging parts of speech, so a server that had answered a
 * chat question found no noun phrases in the next job posting. Everything that reads English with
 * the model goes through this one reader, made on first use.
 */
export type EnglishReader = ReturnType<typeof winkNLP>;

let reader: EnglishReader | null = null;

export function englishReader(): EnglishReader {
  if (!reader) {
    reader = winkNLP(model);
    // Two or three tagged words that can name a skill ("keyboard navigation", "query optimization").
    reader.learnCustomEntities([
      {
        name: 'phrase',
        patterns: ['[ADJ|NOUN|PROPN] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [NOUN|PROPN] [NOUN|PROPN]'],
      },
    ]);
  }
  return reader;
}
