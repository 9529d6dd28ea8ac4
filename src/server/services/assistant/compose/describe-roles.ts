import type { Focus } from '../knowledge/focus';
import { isAbout } from '../knowledge/focus';
import { combineSpans, formatDuration, formatMonth, formatSpan, spanMonths } from '../knowledge/timeline';
import { answer, type PartAnswer, passagesOf, type Scope } from '../reason/part-answer';
import {
  asSentence,
  bullets,
  firstSentence,
  joinWords,
  lines,
  lowerFirst,
  withoutFinalStop,
} from './reply-text';

export type RolesFocus = Extract<Focus, { kind: 'roles' }>;

export function roleAt(scope: Scope, index: number) {
  const role = scope.knowledge.content.roles[index];
  if (!role) throw new Error(`no role ${index}`);
  return role;
}

/** "IT Manager at Northwind Interactive (March 2013 - January 2017, 3 years and 10 months)". */
export function describeRoleLine(scope: Scope, index: number): string {
  const role = roleAt(scope, index);
  const span = scope.timeline.byIndex[index]?.span;
  const length = span ? `, ${formatDuration(spanMonths(span))}${span.isCurrent ? ' so far' : ''}` : '';
  return `${role.title} at ${role.company} (${role.period}${length})`;
}

/** Newest first, as the Career Timeline lists them. */
export function newestFirst(scope: Scope, indexes: readonly number[]): number[] {
  const order = scope.timeline.ordered.map((role) => role.index);
  return [...indexes].sort((a, b) => order.indexOf(b) - order.indexOf(a));
}

export function rolesFocus(indexes: number[], employer?: string): RolesFocus {
  return employer ? { kind: 'roles', indexes, employer } : { kind: 'roles', indexes };
}

const evidenceOf = (scope: Scope, focus: RolesFocus) =>
  passagesOf(scope, (passage) => isAbout(passage, focus) && passage.kind === 'title');

export function answerRoleOverview(scope: Scope, focus: RolesFocus, lead?: string): PartAnswer {
  const { firstName } = scope.knowledge;
  const [only] = focus.indexes;
  if (focus.indexes.length === 1 && only !== undefined) {
    const role = roleAt(scope, only);
    const highlights = role.details.achievements.slice(0, 2);
    const verb = scope.timeline.byIndex[only]?.span.isCurrent ? 'is' : 'was';
    return answer(
      lines(
        lead,
        `${firstName} ${verb} ${describeRoleLine(scope, only)}, ${role.location}.`,
        firstSentence(role.details.description),
        highlights.length > 0 ? `Highlights:\n${bullets(highlights)}` : null,
      ),
      ['experience'],
      focus,
      passagesOf(scope, (passage) => isAbout(passage, focus) && passage.kind !== 'duty'),
    );
  }
  const span = combineSpans(scope.timeline, focus.indexes);
  const where = focus.employer ?? 'those companies';
  const intro = span
    ? `${firstName} worked at ${where} from ${formatMonth(span.start)} to ${span.isCurrent ? 'the present' : formatMonth(span.end)} (${formatDuration(spanMonths(span))}), in ${focus.indexes.length} roles:`
    : `${firstName}'s roles at ${where}:`;
  const shown = newestFirst(scope, focus.indexes);
  return {
    list: shown.map((index) => ({ kind: 'roles', indexes: [index] })),
    ...answer(
      lines(
        lead ?? (focus.employer ? intro : `${firstName}'s roles in that part of the Career Timeline:`),
        bullets(
          newestFirst(scope, focus.indexes).map(
            (index) =>
              `${describeRoleLine(scope, index)}: ${withoutFinalStop(firstSentence(roleAt(scope, index).details.description))}`,
          ),
        ),
      ),
      ['experience'],
      focus,
      passagesOf(scope, (passage) => isAbout(passage, focus) && passage.kind !== 'duty'),
    ),
  };
}

export function answerRoleDuration(scope: Scope, focus: RolesFocus): PartAnswer {
  const { firstName } = scope.knowledge;
  const span = combineSpans(scope.timeline, focus.indexes);
  const [only] = focus.indexes;
  if (!span) return answerRoleOverview(scope, focus);
  const length = formatDuration(spanMonths(span));
  const what =
    focus.indexes.length === 1 && only !== undefined
      ? `${roleAt(scope, only).title} at ${roleAt(scope, only).company}`
      : `at ${focus.employer ?? 'those roles'}`;
  const text = span.isCurrent
    ? `${firstName} has been ${what} since ${formatMonth(span.start)}: ${length} so far.`
    : `${firstName} was ${what} for ${length} (${formatSpan(span)}).`;
  const roles =
    focus.indexes.length > 1
      ? `Roles there:\n${bullets(newestFirst(scope, focus.indexes).map((index) => describeRoleLine(scope, index)))}`
      : null;
  return { ...answer(lines(text, roles), ['experience'], focus, evidenceOf(scope, focus)), ask: 'how-long' };
}

export function answerRoleDates(scope: Scope, focus: RolesFocus, text: string): PartAnswer {
  const { firstName } = scope.knowledge;
  const span = combineSpans(scope.timeline, focus.indexes);
  const [only] = focus.indexes;
  if (!span) return answerRoleOverview(scope, focus);
  const isLeaving = /\b(leave|left|end|ended|finish\w*|quit|stop\w*)\b/.test(text);
  const what =
    focus.indexes.length === 1 && only !== undefined
      ? `${roleAt(scope, only).title} at ${roleAt(scope, only).company}`
      : (focus.employer ?? 'those roles');
  const sentence = isLeaving
    ? span.isCurrent
      ? `${firstName} hasn't left ${focus.employer ?? what}: the role runs from ${formatMonth(span.start)} to the present.`
      : `${firstName} left ${focus.employer ?? what} in ${formatMonth(span.end)} (${formatSpan(span)}).`
    : `${firstName} ${focus.indexes.length === 1 ? 'was' : focus.employer ? 'worked at' : 'held'} ${what} from ${formatMonth(span.start)} to ${span.isCurrent ? 'the present' : formatMonth(span.end)} (${formatDuration(spanMonths(span))}).`;
  const roles =
    focus.indexes.length > 1
      ? bullets(newestFirst(scope, focus.indexes).map((index) => describeRoleLine(scope, index)))
      : null;
  return { ...answer(lines(sentence, roles), ['experience'], focus, evidenceOf(scope, focus)), ask: 'when' };
}

export function answerRoleTitles(scope: Scope, focus: RolesFocus): PartAnswer {
  const { firstName } = scope.knowledge;
  const titles = newestFirst(scope, focus.indexes).map(
    (index) => `${roleAt(scope, index).title} (${roleAt(scope, index).period})`,
  );
  const where = focus.employer ?? roleAt(scope, focus.indexes[0] ?? 0).company;
  const text =
    titles.length === 1
      ? `${firstName}'s title at ${where} was ${titles[0]}.`
      : `${firstName}'s titles at ${where} were ${joinWords(titles)}.`;
  return answer(text, ['experience'], focus, evidenceOf(scope, focus));
}

export function answerRoleLocation(scope: Scope, focus: RolesFocus): PartAnswer {
  const items = newestFirst(scope, focus.indexes).map(
    (index) =>
      `${roleAt(scope, index).title} at ${roleAt(scope, index).company}: ${roleAt(scope, index).location}`,
  );
  return answer(
    items.length === 1 ? asSentence(`${items[0]}`) : `Locations on the Career Timeline:\n${bullets(items)}`,
    ['experience'],
    focus,
    evidenceOf(scope, focus),
  );
}

export function answerRoleList(
  scope: Scope,
  focus: RolesFocus,
  pick: 'achievements' | 'responsibilities' | 'skills',
): PartAnswer {
  const { firstName } = scope.knowledge;
  // One role asked about gets its whole list (the page shows five duties; the content holds them all).
  const perRole = focus.indexes.length === 1 ? Number.POSITIVE_INFINITY : 2;
  const label = { achievements: 'achievements', responsibilities: 'responsibilities', skills: 'skills' }[
    pick
  ];
  const blocks = newestFirst(scope, focus.indexes).map((index) => {
    const role = roleAt(scope, index);
    const items = pick === 'skills' ? role.skills : role.details[pick].slice(0, perRole);
    return lines(
      `${firstName}'s ${label} as ${role.title} at ${role.company} (${role.period}):`,
      bullets(items),
    );
  });
  const kinds = { achievements: 'achievement', responsibilities: 'duty', skills: 'skill' } as const;
  return answer(
    lines(...blocks.slice(0, 3)),
    ['experience'],
    focus,
    passagesOf(
      scope,
      (passage) => isAbout(passage, focus) && (passage.kind === kinds[pick] || passage.kind === 'title'),
    ),
  );
}

/** "Tell me more": every achievement and the first responsibilities of each role. */
export function answerRoleDetail(scope: Scope, focus: RolesFocus): PartAnswer {
  const { firstName } = scope.knowledge;
  const blocks = newestFirst(scope, focus.indexes)
    .slice(0, 2)
    .map((index) => {
      const role = roleAt(scope, index);
      return lines(
        `More on ${firstName}'s time as ${role.title} at ${role.company} (${role.period}): ${role.details.description}`,
        'Achievements:',
        bullets(role.details.achievements),
        `Responsibilities included: ${role.details.responsibilities.slice(0, 3).map(lowerFirst).map(withoutFinalStop).join('; ')}.`,
      );
    });
  return answer(
    lines(...blocks),
    ['experience'],
    focus,
    passagesOf(scope, (passage) => isAbout(passage, focus)),
  );
}
