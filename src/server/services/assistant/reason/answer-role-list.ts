import { normalizeText } from '../../../../shared/text/normalize-words';
import { describeRoleLine, newestFirst, roleAt, rolesFocus } from '../compose/describe-roles';
import { bullets, joinWords, lines } from '../compose/reply-text';
import { employerOf } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { answer, type PartAnswer, type Scope } from './part-answer';

/**
 * "Which of his roles were consulting roles?", "How many companies has he founded?", "the name
 * of the consultancy he founded": a question that asks for a list, a count or a name, with a
 * word that only some role titles hold (in any of its forms), lists those roles.
 */
const LISTING =
  /\b(which|how many|what) (of (his|him) )?(roles|jobs|positions|companies|firms|businesses|consultanc\w*|employers|titles)\b|\bnames? of (the |his |him |that )?(\w+ ){0,3}?(consultanc\w*|firms?|compan\w*|business\w*|studios?|agenc\w*|practices?|startups?|employers?|organi[sz]ations?|roles?|jobs?|positions?|titles?)\b/;
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Words for a kind of organisation ("the consultancy he founded") describe the company, not the title. */
const ORGANISATION =
  /^(consultanc|firm|compan|business|studio|agenc|practice|startup|employer|organi[sz]ation)/;

/** "founded" and "Founder", "consulting" and "Consultant": one word's forms, not its synonyms. */
function isVariant(a: string, b: string): boolean {
  return Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a));
}

function titleStems(scope: Scope, index: number): Set<string> {
  return new Set(normalizeText(roleAt(scope, index).title).split(' ').map(stemWord));
}

export function answerRoleList(scope: Scope, question: Question): PartAnswer | null {
  // "How many positions had 'Founder' in the title?": a title named as a word is a word to look for.
  const titleWords = question.mentions.flatMap(({ focus, start, end }) =>
    focus.kind === 'roles' && !focus.employer && /\bin (the |his |its )?titles?\b/.test(question.text)
      ? question.words.slice(start, end)
      : [],
  );
  if (question.mentions.length > 0 && titleWords.length === 0) return null;
  if (!LISTING.test(question.text)) return null;
  const { roles } = scope.knowledge.content;
  const indexes = roles.map((_, index) => index);
  const titles = indexes.map((index) => titleStems(scope, index));
  const matching = [...question.concepts, ...titleWords]
    .filter((concept) => !ORGANISATION.test(concept))
    .flatMap((concept) => {
      const stem = stemWord(concept);
      const held = indexes.filter((index) =>
        [...(titles[index] ?? [])].some((word) => isVariant(word, stem)),
      );
      return held.length > 0 && held.length < roles.length ? [held] : [];
    });
  if (matching.length === 0) return null;
  // Every such word must hold: "consulting roles he founded" are the founder-consultant ones.
  const picked = indexes.filter((index) => matching.every((held) => held.includes(index)));
  if (picked.length === 0) return null;
  const ordered = newestFirst(scope, picked);
  const employers = [...new Set(ordered.map((index) => employerOf(roleAt(scope, index).company)))];
  const isCount = /\bhow many\b/.test(question.text);
  const asksCompanies = /\b(compan\w*|firms?|businesses|consultanc\w*|employers?)\b/.test(question.text);
  const count = asksCompanies ? employers.length : ordered.length;
  const noun = asksCompanies ? (count === 1 ? 'company' : 'companies') : count === 1 ? 'role' : 'roles';
  const lead = isCount
    ? `${COUNT_WORDS[count] ?? String(count)} ${noun} on the Career Timeline: ${joinWords(employers)}.`
    : `On the Career Timeline: ${joinWords(employers)}.`;
  return answer(
    lines(
      lead.charAt(0).toUpperCase() + lead.slice(1),
      bullets(ordered.map((index) => describeRoleLine(scope, index))),
    ),
    ['experience'],
    rolesFocus(ordered),
    scope.knowledge.passages.filter(
      (passage) =>
        passage.source.kind === 'role' && passage.kind === 'title' && picked.includes(passage.source.index),
    ),
  );
}
