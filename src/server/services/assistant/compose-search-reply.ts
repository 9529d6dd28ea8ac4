import type { Fact } from './build-facts';
import { type Knowledge, searchFacts } from './build-index';
import { containsPhrase, STOP_WORDS } from './normalize-text';
import { bullets, composeUnknown, lines, pointTo, quoteIfFirstPerson, sentenceWith } from './reply-parts';
import type { Question } from './resolve-follow-up';

/** Words that say nothing about the subject, so a search must not require them. */
const VAGUE_WORDS = new Set(
  'before ever done doing get got lot really actually like kind type sort thing things stuff way good well'.split(
    ' ',
  ),
);

/** Last resort: facts that match every meaningful word of the question, or an honest "I don't know". */
export function composeFromSearch(knowledge: Knowledge, question: Question): string {
  const words = question.normalized
    .split(' ')
    .filter((word) => word.length > 2 && !/\d/.test(word) && !STOP_WORDS.has(word) && !VAGUE_WORDS.has(word));
  if (words.length === 0 || words.length > 6) return composeUnknown(knowledge);
  // One line per role or project, at most two.
  const facts: Fact[] = [];
  for (const fact of searchFacts(knowledge, words.join(' '), {
    limit: 6,
    requireAll: true,
    isStrict: true,
  })) {
    const isNew = !facts.some((kept) => kept.label === fact.label);
    if (fact.source.kind !== 'blog' && isNew && facts.length < 2) facts.push(fact);
  }
  if (facts.length === 0) return composeUnknown(knowledge);
  const numbers = question.normalized.split(' ').filter((word) => /\d/.test(word));
  const isFigureMissing = numbers.some(
    (number) => !knowledge.facts.some((fact) => containsPhrase(fact.normalized, number)),
  );
  return lines(
    isFigureMissing
      ? "The site doesn't give that figure, but here's what it says that seems related:"
      : "Here's what the site says that seems related:",
    bullets(facts.map((fact) => `${fact.label}: ${quoteIfFirstPerson(sentenceWith(fact.text, words))}`)),
    pointTo(facts.map((fact) => fact.section)),
  );
}
