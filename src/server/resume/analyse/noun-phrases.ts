import type { ItemCustomEntity } from 'wink-nlp';
import { englishReader } from '../../../shared/text/english-model';

/**
 * Multi-word skills a posting writes in lower case ("keyboard navigation", "query optimization",
 * "sprint planning"), found as noun phrases by wink-nlp's English model, which ships inside its
 * npm package. Measured against hand-written rules on the development postings (decision 0069).
 */

/** Nouns that head phrases about the job itself, not a skill: "manual tasks", "business problems". */
const GENERIC_HEADS = new Set(
  `experience ability abilities year team member role work environment company knowledge understanding
  skill need opportunity requirement responsibility level grade job issue problem solution task decision
  information picture relationship outcome background interview update executive customer player listener
  way time plan area space part benefit salary candidate position`.split(/\s+/),
);

const singular = (word: string) => word.toLowerCase().replace(/(?<=\w{3})s$/, '');

/**
 * The noun phrases of a text that can name a skill: two or three words, not opened by an ordinary
 * adjective ("strong", "complex"), not headed by a generic noun, not made of the job title's or
 * the company's own words.
 */
export function findNounPhrases(text: string, ownWords: ReadonlySet<string>): string[] {
  const nlp = englishReader();
  const phrases: string[] = [];
  nlp
    .readDoc(text)
    .customEntities()
    .each((entity: ItemCustomEntity) => {
      const tokens = entity.tokens();
      const allWords = tokens.out(nlp.its.value) as string[];
      const tags = tokens.out(nlp.its.pos) as string[];
      // An ordinary adjective in front ("strong", "own", "complex") is not part of the skill.
      let start = 0;
      while (tags[start] === 'ADJ' && !/^[A-Z]/.test(allWords[start] ?? '')) start++;
      const words = allWords.slice(start);
      if (words.length < 2) return;
      if (GENERIC_HEADS.has(singular(words.at(-1) ?? ''))) return;
      if (words.every((word) => ownWords.has(word.toLowerCase()))) return;
      phrases.push(words.join(' '));
    });
  return phrases;
}
