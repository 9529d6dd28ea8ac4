import { composeCurrent } from './answer-topic';
import { answerRoleOverview, describeRoleLine, roleAt, rolesFocus } from './describe-roles';
import type { Focus } from './focus';
import { answer, type PartAnswer, type Scope } from './part-answer';
import type { Question } from './read-question';
import { findNeighbour, findRolesInYear } from './timeline';

/** The roles a "before" or "after" is measured from: named, in the year asked, or the conversation's. */
function findAnchor(
  scope: Scope,
  question: Question,
  mentioned: Focus[],
  context: Focus | null,
): number[] | null {
  const roles = mentioned.flatMap((focus) => (focus.kind === 'roles' ? focus.indexes : []));
  if (roles.length > 0) return roles;
  const projects = mentioned.flatMap((focus) =>
    focus.kind === 'project' ? (scope.knowledge.projectRoles[focus.index] ?? []) : [],
  );
  if (projects.length > 0) return projects;
  const [year] = question.years;
  if (year !== undefined) return findRolesInYear(scope.timeline, year);
  if (context?.kind === 'roles') return context.indexes;
  if (context?.kind === 'project') return scope.knowledge.projectRoles[context.index] ?? null;
  return null;
}

/** First, current, before and after along the Career Timeline. */
export function answerRelation(
  scope: Scope,
  question: Question,
  mentioned: Focus[],
  context: Focus | null,
): PartAnswer | null {
  const { relation } = question;
  const { firstName } = scope.knowledge;
  if (!relation) return null;
  // "His work on the Citrix integration after the acquisition" is about the project, not the timeline.
  if (mentioned.some((focus) => focus.kind !== 'roles')) return null;
  if (relation === 'first') {
    const first = scope.timeline.ordered[0];
    if (!first) return null;
    return answerRoleOverview(
      scope,
      rolesFocus([first.index]),
      `${firstName}'s first role on the Career Timeline:`,
    );
  }
  if (relation === 'current') {
    if (mentioned.length > 0) return null;
    return composeCurrent(scope);
  }
  const anchor = findAnchor(scope, question, mentioned, context);
  if (!anchor || anchor.length === 0) return null;
  const neighbour = findNeighbour(scope.timeline, anchor, relation);
  const from = anchor.length === 1 ? roleAt(scope, anchor[0] ?? 0).title : 'those roles';
  if (neighbour === null) {
    const edge =
      relation === 'before'
        ? `Nothing comes before ${from} on the Career Timeline: it is the earliest role listed.`
        : `Nothing comes after ${from} on the Career Timeline: it is the most recent.`;
    return answer(edge, ['experience'], { kind: 'roles', indexes: anchor });
  }
  const lead = `${relation === 'before' ? 'Before' : 'After'} ${from}, ${firstName} was ${describeRoleLine(scope, neighbour)}.`;
  const overview = answerRoleOverview(scope, rolesFocus([neighbour]));
  return { ...overview, text: `${lead}\n${overview.text.split('\n').slice(1).join('\n')}`.trim() };
}

export function answerYears(scope: Scope, question: Question): PartAnswer | null {
  const indexes = [...new Set(question.years.flatMap((year) => findRolesInYear(scope.timeline, year)))];
  if (question.years.length === 0) return null;
  if (indexes.length === 0)
    return answer(
      `The Career Timeline has no role in that year: it runs from ${describeRoleLine(scope, scope.timeline.ordered[0]?.index ?? 0)} to today.`,
      ['experience'],
    );
  if (indexes.length === 1) return answerRoleOverview(scope, rolesFocus(indexes));
  return answerRoleOverview(
    scope,
    rolesFocus(indexes),
    `${scope.knowledge.firstName} held ${indexes.length} roles then:`,
  );
}
