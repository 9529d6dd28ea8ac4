import { normalizeText } from '../../../../shared/text/normalize-words';
import { isAbout } from '../knowledge/focus';
import type { Passage } from '../knowledge/passages';
import { employerOf } from '../knowledge/timeline';
import { answer, type PartAnswer, passagesOf, type Scope } from '../reason/part-answer';
import { describeRoleLine, roleAt } from './describe-roles';
import { bullets, joinWords, lines, lowerFirst } from './reply-text';

export function projectAt(scope: Scope, index: number) {
  const project = scope.knowledge.content.projects[index];
  if (!project) throw new Error(`no project ${index}`);
  return project;
}

export const formatMetrics = (scope: Scope, index: number): string =>
  projectAt(scope, index)
    .metrics.map((metric) => `${metric.value} ${metric.label}`)
    .join(', ');

const focusOf = (index: number) => ({ kind: 'project', index }) as const;
const evidence = (scope: Scope, index: number, kinds?: readonly string[]) =>
  passagesOf(
    scope,
    (passage) => isAbout(passage, focusOf(index)) && (!kinds || kinds.includes(passage.kind)),
  );

/** "It was part of Alex's time as IT-Ops Manager at Brightline Software (May 2017 - July 2021, …)." */
function describeRoleLink(scope: Scope, index: number): string | null {
  const roles = scope.knowledge.projectRoles[index] ?? [];
  if (roles.length === 0) return null;
  return `It was part of ${scope.knowledge.firstName}'s time as ${joinWords(
    roles.map((role) => describeRoleLine(scope, role)),
    'and',
  )}.`;
}

export function answerProjectOverview(scope: Scope, index: number, lead?: string): PartAnswer {
  const project = projectAt(scope, index);
  return answer(
    lines(
      lead,
      `${project.title}: ${project.subtitle}.`,
      project.description,
      `Results: ${formatMetrics(scope, index)}.`,
      describeRoleLink(scope, index),
    ),
    ['projects'],
    focusOf(index),
    evidence(scope, index, ['title', 'detail', 'metric', 'outcome']),
  );
}

/** "Tell me more": the overview in the owner's words and every outcome. */
export function answerProjectDetail(scope: Scope, index: number): PartAnswer {
  const project = projectAt(scope, index);
  return answer(
    lines(
      `More on the ${project.title}: “${project.details.overview}”`,
      `Results: ${formatMetrics(scope, index)}.`,
      'Outcomes:',
      bullets(project.details.outcomes),
    ),
    ['projects'],
    focusOf(index),
    evidence(scope, index, ['detail', 'outcome', 'metric']),
  );
}

export function answerProjectList(
  scope: Scope,
  index: number,
  pick: 'outcomes' | 'challenges' | 'skills',
): PartAnswer {
  const project = projectAt(scope, index);
  const items = pick === 'skills' ? project.skills : project.details[pick];
  const heading = { outcomes: 'Outcomes', challenges: 'Key challenges', skills: 'Skills involved' }[pick];
  const metrics = pick === 'outcomes' ? `Results: ${formatMetrics(scope, index)}.` : null;
  const kind = { outcomes: 'outcome', challenges: 'challenge', skills: 'skill' }[pick];
  return answer(
    lines(`${heading} of the ${project.title}:`, bullets(items), metrics),
    ['projects'],
    focusOf(index),
    evidence(scope, index, ['title', kind, 'metric']),
  );
}

export function answerProjectRole(scope: Scope, index: number): PartAnswer {
  const project = projectAt(scope, index);
  const roles = scope.knowledge.projectRoles[index] ?? [];
  if (roles.length === 0) return answerProjectOverview(scope, index);
  const text = `The ${project.title} was part of ${scope.knowledge.firstName}'s time as ${joinWords(roles.map((role) => describeRoleLine(scope, role)))}.`;
  return answer(
    text,
    ['projects', 'experience'],
    { kind: 'roles', indexes: roles },
    evidence(scope, index, ['title']),
  );
}

/** Projects carry no dates; a dated post that names the project, or the role it belongs to, does. */
export function findProjectPost(scope: Scope, index: number): Passage | null {
  const names = normalizeText(projectAt(scope, index).title)
    .split(' ')
    .filter((word) => word.length > 4);
  const shared = (text: string) =>
    names.filter((word) => normalizeText(text).split(' ').includes(word)).length;
  const dated = scope.knowledge.passages
    .filter((passage) => passage.date && passage.source.kind === 'award' && shared(passage.text) >= 2)
    .sort((a, b) => shared(b.text) - shared(a.text));
  return dated[0] ?? null;
}

/** A project's date: from its dated post, else the role it belongs to. */
export function answerProjectDates(scope: Scope, index: number): PartAnswer {
  const project = projectAt(scope, index);
  const post = findProjectPost(scope, index);
  const lead = post?.date
    ? `The site dates it through the ${lowerFirst(post.label)}, from ${post.date}.`
    : `The site gives no date for the ${project.title} itself.`;
  return answer(
    lines(`${project.title}: ${project.subtitle}.`, lead, describeRoleLink(scope, index)),
    post ? ['projects', 'awards'] : ['projects', 'experience'],
    focusOf(index),
    [...evidence(scope, index, ['title']), ...(post ? [post] : [])],
  );
}

/** The start of the role a project belongs to, to put projects in order. */
export function projectStart(scope: Scope, index: number): number | null {
  const starts = (scope.knowledge.projectRoles[index] ?? []).flatMap(
    (role) => scope.timeline.byIndex[role]?.span.start ?? [],
  );
  return starts.length > 0 ? Math.min(...starts) : null;
}

/** "The Vancouver project at Northwind": the project belongs to another employer. */
export function findWrongEmployer(scope: Scope, index: number, employer: string): string | null {
  const roles = scope.knowledge.projectRoles[index] ?? [];
  if (roles.length === 0) return null;
  const actual = [...new Set(roles.map((role) => employerOf(roleAt(scope, role).company)))];
  if (actual.includes(employer)) return null;
  return `The ${projectAt(scope, index).title} was at ${joinWords(actual)}, not ${employer}.`;
}
