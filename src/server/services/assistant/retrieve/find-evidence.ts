import type { Passage } from '../knowledge/passages';
import type { Scope } from '../reason/part-answer';
import { STOP_WORDS } from '../understand/question-words';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { holdsQuantity } from './holds-quantity';
import { buildQuery, type Hit, searchPassages } from './search-passages';

/**
 * Which of the question's own concepts the hits matched: by the word's stem, or through the
 * content's words for a whole phrase it is part of ("own business" -> "founder").
 */
export function matchedConcepts(scope: Scope, hits: readonly Hit[], question: Question): string[] {
  const query = buildQuery(question.words, scope.knowledge);
  const matched = new Set<string>();
  for (const term of hits.flatMap((hit) => hit.terms)) {
    matched.add(term);
    const concept = query.concepts.get(term) ?? '';
    if (query.weights.get(term) === 1) for (const word of concept.split(' ')) matched.add(stemWord(word));
  }
  return question.concepts.filter((concept) => matched.has(stemWord(concept)));
}

export type SearchResult = { hits: Hit[]; matched: string[]; isStrong: boolean };

/**
 * "What's the name of the hidden game?": the sentence that gives the thing a name ("a game:
 * Particle Collector", "a tool called Lumen") answers it, wherever the thing's other words are.
 */
function namingPattern(text: string): RegExp | null {
  // The thing named is one of the next few words ("the little game somebody can play"); only a
  // sentence that puts a capitalised name right after one of them matches.
  const after = /\bnamed? of (?:the |his |him |that |this )?((?:\w+ ?){1,3})/.exec(text)?.[1];
  const nouns = (after ?? '').split(' ').filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  if (nouns.length === 0) return null;
  const stems = nouns.map((noun) => noun.replace(/s$/, ''));
  return new RegExp(String.raw`\b(?:${stems.join('|')})s?\b[:,]?\s+(?:(?:called|named) )?["“]?[A-Z][\w-]+`);
}

/** The best passages for a question, optionally only those about one thing. */
export function findEvidence(
  scope: Scope,
  question: Question,
  filter: (passage: Passage) => boolean,
  words: readonly string[] = question.words,
  preferNumbers: boolean | 'money' = false,
): SearchResult {
  // "More than a dozen startups" states a count as surely as "15 analysts".
  const hasNumber = (passage: Passage) => holdsQuantity(passage.text);
  const naming = namingPattern(question.text);
  // "How big was the acquisition?" wants its dollar value, not its 99.9% uptime.
  const boost =
    preferNumbers === 'money'
      ? (passage: Passage) => (/\$\d/.test(passage.text) ? 2.5 : hasNumber(passage) ? 1.2 : 1)
      : preferNumbers
        ? (passage: Passage) => (hasNumber(passage) ? 1.6 : 1)
        : naming
          ? (passage: Passage) => (naming.test(passage.text) ? 2 : 1)
          : undefined;
  const hits = searchPassages(scope.knowledge, words, { limit: 12, filter, boost, written: question.text });
  const top = hits[0]?.score ?? 0;
  const kept = hits.filter((hit) => hit.score >= top * 0.45);
  const matched = matchedConcepts(scope, kept, question);
  const weights = buildQuery(words, scope.knowledge, question.text).weights;
  const hasOwnTerm = kept.some((hit) => hit.terms.some((term) => weights.get(term) === 1));
  return { hits: kept, matched, isStrong: kept.length > 0 && (matched.length > 0 || hasOwnTerm) };
}

export function isAboutSite(question: Question): boolean {
  return /\b(site|website|blog|chat ?bot|assistant|calculator|game)\b/.test(question.text);
}
