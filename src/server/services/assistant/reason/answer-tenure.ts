import { bullets, lines } from '../compose/reply-text';
import { type Employer, formatDuration, formatSpan, spanMonths } from '../knowledge/timeline';
import type { Threshold } from '../understand/read-amount';
import type { Question } from '../understand/read-question';
import { answer, type PartAnswer, type Scope } from './part-answer';

/**
 * "Has he worked anywhere for more than 5 years?", "Was he at Brightline over 3 years?": how long
 * he stayed is measured on the Career Timeline, which lists every employer, so "No" is a fair
 * answer here, unlike for amounts the content may not list in full.
 */
const TENURE =
  /\b(at|there|anywhere|stay\w*|spent|tenure|been with|worked (at|for)|employer|company|companies|job|role|position)\b/;
const YEARS = /^(years?|annual\w*|yearly)$/;
const MONTHS = /^(months?|monthly)$/;

const describe = (employer: Employer) =>
  `${employer.name}: ${formatDuration(spanMonths(employer.span))} (${formatSpan(employer.span)})`;

export function answerTenure(scope: Scope, question: Question, threshold: Threshold): PartAnswer | null {
  const [unit = ''] = threshold.unitWords;
  const perUnit = YEARS.test(unit) ? 12 : MONTHS.test(unit) ? 1 : 0;
  if (perUnit === 0 || /\bexperience\b/.test(question.text) || !TENURE.test(question.text)) return null;
  const named = new Set(
    question.mentions.flatMap((mention) =>
      mention.focus.kind === 'roles' && mention.focus.employer ? [mention.focus.employer] : [],
    ),
  );
  if (question.mentions.length > named.size) return null;
  const employers = scope.timeline.employers.filter(
    (employer) => named.size === 0 || named.has(employer.name),
  );
  if (employers.length === 0) return null;
  const months = threshold.amount.value * perUnit;
  const holds = (employer: Employer) => {
    const stayed = spanMonths(employer.span);
    if (threshold.comparison === '>') return stayed > months;
    if (threshold.comparison === '<') return stayed < months;
    return Math.abs(stayed - months) < perUnit;
  };
  const meeting = employers.filter(holds);
  const longestFirst = [...employers].sort((a, b) => spanMonths(b.span) - spanMonths(a.span));
  const shown = meeting.length > 0 ? meeting : longestFirst.slice(0, 1);
  const lead =
    meeting.length > 0
      ? 'Yes. From the Career Timeline:'
      : named.size > 0
        ? 'No. From the Career Timeline:'
        : `No. The longest stay on the Career Timeline:`;
  return answer(
    lines(lead, bullets(shown.map(describe))),
    ['experience'],
    null,
    scope.knowledge.passages.filter(
      (passage) =>
        passage.source.kind === 'role' &&
        passage.kind === 'title' &&
        shown.some((employer) =>
          employer.roles.includes(passage.source.kind === 'role' ? passage.source.index : -1),
        ),
    ),
  );
}
