import { bullets, joinWords, lines, quoteIfFirstPerson, withoutFinalStop } from '../compose/reply-text';
import { type Focus, sourceKey } from '../knowledge/focus';
import type { Passage } from '../knowledge/passages';
import { answer, type PartAnswer, type Scope } from '../reason/part-answer';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { saysWord } from './says-word';
import { buildQuery, type Hit, searchPassages } from './search-passages';

const MAX_LINES = 4;
const NEGATIVE = /\b(zero|no|not|never|none|without|nothing)\b/i;

/**
 * Which of the question's own concepts the hits matched: by the word's stem, or through the
 * content's words for a whole phrase it is part of ("own business" -> "founder").
 */
function matchedConcepts(scope: Scope, hits: readonly Hit[], question: Question): string[] {
  const query = buildQuery(question.words, scope.knowledge);
  const matched = new Set<string>();
  for (const term of hits.flatMap((hit) => hit.terms)) {
    matched.add(term);
    const concept = query.concepts.get(term) ?? '';
    if (query.weights.get(term) === 1) for (const word of concept.split(' ')) matched.add(stemWord(word));
  }
  return question.concepts.filter((concept) => matched.has(stemWord(concept)));
}

function focusOf(passage: Passage): Focus | null {
  const { source } = passage;
  if (source.kind === 'role') return { kind: 'roles', indexes: [source.index] };
  if (source.kind === 'project') return { kind: 'project', index: source.index };
  if (source.kind === 'testimonial') return { kind: 'person', index: source.index };
  return null;
}

/** Hits that belong on one line: the skills listing as one, else each source. */
function groupKey(passage: Passage): string {
  if (passage.section === 'skills' && (passage.kind === 'skill' || passage.source.kind === 'credential'))
    return 'skills';
  return sourceKey(passage.source);
}

const textOf = (passage: Passage, label: string) => {
  const text = withoutFinalStop(
    passage.text.startsWith(label) ? passage.text.slice(label.length).replace(/^[:,.\s]+/, '') : passage.text,
  );
  return quoteIfFirstPerson(text === '' ? passage.text : text);
};

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

/** Lists the passages that answer the question: one line per group (a source, an employer, the skills). */
export function composeFromHits(
  scope: Scope,
  question: Question,
  hits: readonly Hit[],
  lead?: string,
): PartAnswer {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const key = groupKey(hit.passage);
    const group = groups.get(key) ?? [];
    if (group.length < 3 && (groups.has(key) || groups.size < MAX_LINES)) groups.set(key, [...group, hit]);
  }
  const picked = [...groups.values()];
  const isSingle = picked.length === 1;
  const [firstGroup] = picked;
  const first = firstGroup?.[0];
  const describe = (group: Hit[]) => {
    const [head] = group;
    if (!head) return '';
    const label =
      head.passage.section === 'skills' && groupKey(head.passage) === 'skills'
        ? 'Technical Expertise'
        : head.passage.label;
    // A role's or project's title line only names it; its other passages say something.
    const saying = group.filter((hit) => hit.passage.kind !== 'title' || group.length === 1);
    const texts = [
      ...new Set(
        saying.map((hit) => (hit.passage.kind === 'title' ? hit.passage.text : textOf(hit.passage, label))),
      ),
    ].join('; ');
    return isSingle || saying.every((hit) => hit.passage.kind === 'title') ? texts : `${label}: ${texts}`;
  };
  const used = picked.flat();
  // "Yes" only when one passage says all of it, and says it without a "zero" or "no".
  const says = (hit: Hit) =>
    matchedConcepts(scope, [hit], question).length === question.concepts.length &&
    question.concepts.every((concept) => saysWord(hit.passage.text, concept, true)) &&
    !NEGATIVE.test(hit.passage.text);
  // A word the reader corrected ("patents" read as "parents") is a guess: it never makes a "Yes".
  const guessed = question.words.some(
    (word, position) =>
      question.concepts.includes(word) && word !== (question.tokens[position] ?? '').toLowerCase(),
  );
  const literal =
    question.isYesNo &&
    !guessed &&
    question.unknown.length === 0 &&
    question.concepts.length > 0 &&
    used.some(says);
  const heading =
    isSingle && first
      ? `From ${groupKey(first.passage) === 'skills' ? 'the Technical Expertise section' : first.passage.label}:`
      : null;
  const opening =
    lead ?? (literal ? 'Yes. Here is what the site says:' : (heading ?? 'Here is what the site says:'));
  const body =
    isSingle && firstGroup && firstGroup.length > 1
      ? bullets(
          firstGroup
            .filter((hit) => hit.passage.kind !== 'title')
            .map((hit) => textOf(hit.passage, first?.passage.label ?? '')),
        )
      : bullets(picked.map(describe));
  const focuses = [...new Set(used.map((hit) => JSON.stringify(focusOf(hit.passage))))];
  const focus = focuses.length === 1 && first ? focusOf(first.passage) : null;
  return answer(
    lines(opening, body),
    [...new Set(used.map((hit) => hit.passage.section))],
    focus,
    used.map((hit) => hit.passage),
  );
}

/** The words the content does not cover, said plainly ("The site doesn't mention Kubernetes."). */
export function describeUnknown(question: Question): string {
  const named = question.unknown.filter((word) => !/\d/.test(word));
  return named.length > 0 ? `The site doesn't mention ${joinWords(named, 'or')}.` : "The site doesn't say.";
}

export function isAboutSite(question: Question): boolean {
  return /\b(site|website|blog|chat ?bot|assistant|calculator|game)\b/.test(question.text);
}

/** The last resort: scored search over every passage of the owner's experience. */
export function answerFromSearch(scope: Scope, question: Question): PartAnswer | null {
  const isSite = isAboutSite(question);
  const result = findEvidence(scope, question, (passage) => isSite || passage.section !== 'blog');
  if (!result.isStrong) return null;
  const lead =
    question.unknown.length > 0 ? `${describeUnknown(question)} Related experience it does list:` : undefined;
  return composeFromHits(scope, question, result.hits, lead);
}
