import { describeRoleLine } from '../compose/describe-roles';
import { lines } from '../compose/reply-text';
import type { Focus } from '../knowledge/focus';
import { parseDate } from '../knowledge/timeline';
import { answer, type PartAnswer, type Scope } from './part-answer';

/**
 * "Did he win an award at Brightline?": the award's date places it on the Career Timeline, so
 * the answer says where it was won, and corrects the premise when that is another employer.
 */
export function answerAwardByEmployer(
  scope: Scope,
  mentioned: readonly Focus[],
  isYesNo: boolean,
): PartAnswer | null {
  const named = mentioned.filter((focus) => focus.kind === 'roles' && focus.employer);
  const [focus] = named;
  if (focus?.kind !== 'roles' || !focus.employer || named.length !== mentioned.length) return null;
  const { recognition } = scope.knowledge.content.awards;
  const month = parseDate(recognition.date);
  if (month === null) return null;
  const during = scope.timeline.ordered.filter((role) => role.span.start <= month && role.span.end >= month);
  const there = during.find((role) => focus.indexes.includes(role.index));
  const { firstName } = scope.knowledge;
  const award = `${recognition.title} (${recognition.honor}, ${recognition.date})`;
  const where = (index: number) => describeRoleLine(scope, index);
  const text = there
    ? `${isYesNo ? 'Yes. ' : ''}${firstName} was named a ${recognition.title} ${recognition.honor.toLowerCase()} in ${recognition.date}, while ${where(there.index)}.`
    : lines(
        `The site lists no award from ${firstName}'s time at ${focus.employer}.`,
        during[0]
          ? `Its award, ${award}, came while ${firstName} was ${where(during[0].index)}.`
          : `Its award is ${award}.`,
      );
  return answer(
    text,
    ['awards', 'experience'],
    null,
    scope.knowledge.passages.filter(
      (passage) => passage.source.kind === 'award' && passage.source.item === 'recognition',
    ),
  );
}
