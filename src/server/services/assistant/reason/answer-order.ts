import { findProjectPost, projectAt } from '../compose/describe-projects';
import { roleAt } from '../compose/describe-roles';
import { bullets, lines } from '../compose/reply-text';
import type { Focus } from '../knowledge/focus';
import { combineSpans, formatMonth, formatSpan, parseDate } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import { answer, type PartAnswer, type Scope } from './part-answer';

/**
 * "Which came first, the award or the guest article?", "Did the Vancouver opening come before
 * the Citrix acquisition?": two dated things put in order by the dates the content gives them.
 * When their dates overlap, the reply says so instead of choosing.
 */
type Dated = { name: string; start: number; end: number; when: string };

const ORDER = /\b(first|earlier|earliest|sooner|before|after|later|latest|last)\b/;
/** Kinds of award item a visitor names by a common word ("the award", "the article"). */
const ITEM_WORDS: readonly [RegExp, 'recognition' | 'article' | 'video' | 'office-post'][] = [
  [/\b(award|honou?r|recognition|prize)\b/, 'recognition'],
  [/\barticle\b/, 'article'],
  [/\b(video|series)\b/, 'video'],
  [/\b(post|opening|opened)\b/, 'office-post'],
];

function awardDate(scope: Scope, item: string): Dated | null {
  const { awards } = scope.knowledge.content;
  const entries: Record<string, [string, string]> = {
    recognition: [`the ${awards.recognition.title}`, awards.recognition.date],
    article: [`the guest article “${awards.guestArticle.title}”`, awards.guestArticle.date],
    video: [`the video series “${awards.featured.title}”`, awards.featured.post.date],
    'office-post': [`the post “${awards.officePost.title}”`, awards.officePost.date],
  };
  const [name, when] = entries[item] ?? [];
  const month = when ? parseDate(when) : null;
  return name && when && month !== null ? { name, start: month, end: month, when } : null;
}

function dateOf(scope: Scope, focus: Focus): Dated | null {
  switch (focus.kind) {
    case 'roles': {
      const span = combineSpans(scope.timeline, focus.indexes);
      const name = focus.employer ?? roleAt(scope, focus.indexes[0] ?? 0).title;
      return span ? { name, start: span.start, end: span.end, when: formatSpan(span) } : null;
    }
    case 'project': {
      const { title } = projectAt(scope, focus.index);
      const post = findProjectPost(scope, focus.index);
      const month = post?.date ? parseDate(post.date) : null;
      if (post?.date && month !== null) return { name: title, start: month, end: month, when: post.date };
      const span = combineSpans(scope.timeline, scope.knowledge.projectRoles[focus.index] ?? []);
      return span
        ? { name: title, start: span.start, end: span.end, when: `during ${formatSpan(span)}` }
        : null;
    }
    case 'person': {
      const person = scope.knowledge.content.testimonials[focus.index];
      const month = person ? parseDate(person.dateOrTopic) : null;
      return person && month !== null
        ? { name: `${person.name}'s recommendation`, start: month, end: month, when: person.dateOrTopic }
        : null;
    }
    case 'item': {
      if (focus.source.kind === 'award') return awardDate(scope, focus.source.item);
      // "MBA (expected January 2027)": the name, and the date as the content words it.
      const month = parseDate(focus.name);
      const when = /\(([^)]*)\)\s*$/.exec(focus.name)?.[1] ?? (month !== null ? formatMonth(month) : '');
      const name = focus.name.replace(/\s*\([^)]*\)\s*$/, '');
      return month !== null ? { name: `the ${name}`, start: month, end: month, when } : null;
    }
  }
}

export function answerOrder(
  scope: Scope,
  question: Question,
  mentioned: readonly Focus[],
): PartAnswer | null {
  if (!ORDER.test(question.text) || mentioned.every((focus) => focus.kind === 'roles')) return null;
  const things = mentioned.flatMap((focus) => dateOf(scope, focus) ?? []);
  const mentionedItems = new Set(
    mentioned.flatMap((focus) =>
      focus.kind === 'item' && focus.source.kind === 'award' ? [focus.source.item] : [],
    ),
  );
  for (const [pattern, item] of ITEM_WORDS) {
    if (things.length >= 2) break;
    if (!mentionedItems.has(item) && pattern.test(question.rest)) {
      const dated = awardDate(scope, item);
      if (dated && !things.some((thing) => thing.name === dated.name)) things.push(dated);
    }
  }
  const [a, b] = things;
  if (!a || !b || things.length !== 2) return null;
  const shown = bullets([a, b].map((thing) => `${thing.name}: ${thing.when}`));
  const isBefore = a.end < b.start;
  const isAfter = b.end < a.start;
  const { firstName } = scope.knowledge;
  if (!isBefore && !isAfter)
    return answer(lines(`The site's dates for these overlap, so it doesn't say which came first:`, shown), [
      'experience',
      'awards',
    ]);
  const [earlier, later] = isBefore ? [a, b] : [b, a];
  const asksAfter = /\b(after|later|latest|last)\b/.test(question.text) && !/\bfirst\b/.test(question.text);
  const verdict = question.isYesNo ? `${isBefore !== asksAfter ? 'Yes' : 'No'}. ` : '';
  return answer(
    lines(
      `${verdict}By the dates on ${firstName}'s site, ${earlier.name} came first (${earlier.when}), then ${later.name} (${later.when}).`,
    ),
    ['experience', 'awards'],
  );
}
