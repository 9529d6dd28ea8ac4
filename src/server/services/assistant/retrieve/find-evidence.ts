import type { Passage } from '../knowledge/passages';
import type { Scope } from '../reason/part-answer';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { buildQuery, type Hit, searchPassages } from './search-passages';

const _MAX_LINES = 4;
const _NEGATIVE = /\b(zero|no|not|never|none|without|nothing)\b/i;

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

/** The best passages for a question, optionally only those about one thing. */
export function findEvidence(
  scope: Scope,
  question: Question,
  filter: (passage: Passage) => boolean,
  words: readonly string[] = question.words,
  preferNumbers: boolean | 'money' = false,
): SearchResult {
  const hasNumber = (passage: Passage) => /\d/.test(passage.text.replace(/\b(19|20)\d{2}\b/g, ''));
  // "How big was the acquisition?" wants its dollar value, not its 99.9% uptime.
  const boost =
    preferNumbers === 'money'
      ? (passage: Passage) => (/\$\d/.test(passage.text) ? 2.5 : hasNumber(passage) ? 1.2 : 1)
      : preferNumbers
        ? (passage: Passage) => (hasNumber(passage) ? 1.6 : 1)
        : undefined;
  const hits = searchPassages(scope.knowledge, words, { limit: 12, filter, boost });
  const top = hits[0]?.score ?? 0;
  const kept = hits.filter((hit) => hit.score >= top * 0.45);
  const matched = matchedConcepts(scope, kept, question);
  const weights = buildQuery(words, scope.knowledge).weights;
  const hasOwnTerm = kept.some((hit) => hit.terms.some((term) => weights.get(term) === 1));
  return { hits: kept, matched, isStrong: kept.length > 0 && (matched.length > 0 || hasOwnTerm) };
}

export function isAboutSite(question: Question): boolean {
  return /\b(site|website|blog|chat ?bot|assistant|calculator|game)\b/.test(question.text);
}
