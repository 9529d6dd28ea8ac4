import type { Focus } from '../knowledge/focus';
import { sourceKey } from '../knowledge/focus';
import type { Passage } from '../knowledge/passages';
import { answer, type PartAnswer, type Scope } from '../reason/part-answer';
import { matchedConcepts, type SearchResult } from '../retrieve/find-evidence';
import { saysWord } from '../retrieve/says-word';
import type { Hit } from '../retrieve/search-passages';
import type { Question } from '../understand/read-question';
import { bullets, joinWords, lines, quoteIfFirstPerson, withoutFinalStop } from './reply-text';

const MAX_LINES = 4;
const NEGATIVE = /\b(zero|no|not|never|none|without|nothing)\b/i;

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
  const heading =
    isSingle && first
      ? `From ${groupKey(first.passage) === 'skills' ? 'the Technical Expertise section' : first.passage.label}:`
      : null;
  // A single source is named in the opening ("From IT Consultant at …:"); after a lead of its own
  // the opening cannot name it, so its line does.
  const sourceUnnamed = lead !== undefined && heading !== null;
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
    return (isSingle && !sourceUnnamed) || saying.every((hit) => hit.passage.kind === 'title')
      ? texts
      : `${label}: ${texts}`;
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
  // "Yes. From IT Consultant at …:": a visitor asking whether he knows something wants to know
  // where he did it.
  const opening =
    lead ??
    (literal
      ? `Yes. ${heading ?? 'Here is what the site says:'}`
      : (heading ?? 'Here is what the site says:'));
  const body =
    isSingle && firstGroup && firstGroup.length > 1 && !sourceUnnamed
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

/** The last resort: the best passages the retrieval stage found, when they match the question well. */
export function answerFromEvidence(
  scope: Scope,
  question: Question,
  evidence: SearchResult,
): PartAnswer | null {
  if (!evidence.isStrong) return null;
  const lead =
    question.unknown.length > 0 ? `${describeUnknown(question)} Related experience it does list:` : undefined;
  return composeFromHits(scope, question, evidence.hits, lead);
}
