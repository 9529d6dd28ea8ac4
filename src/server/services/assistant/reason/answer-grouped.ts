import { projectAt } from '../compose/describe-projects';
import { bullets, lines } from '../compose/reply-text';
import { employerOf } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import { answer, type PartAnswer, type Scope } from './part-answer';

/**
 * "Group the projects by employer", "which projects were at Brightline and which at Northwind?":
 * each employer with the projects its roles' own words tie to it, in career order. Projects no
 * role mentions are listed apart, never put under a guess.
 */
const GROUP_BY_EMPLOYER =
  /\b(group|grouped|sort|sorted|split|bucket|organi[sz]e|categori[sz]e|break (\w+ ){0,3}?down)\b.*\bby (the )?(employers?|compan(y|ies)|firms?|where)\b|\b(projects?|initiatives?)\b.*\bat (\w+ ){1,3}and which (ones? )?at\b/;

export function answerGrouped(scope: Scope, question: Question): PartAnswer | null {
  if (!GROUP_BY_EMPLOYER.test(question.text) || !/\b(projects?|initiatives?)\b/.test(question.text))
    return null;
  const { roles, projects } = scope.knowledge.content;
  const byEmployer = new Map<string, number[]>();
  const untied: number[] = [];
  projects.forEach((_, index) => {
    const [role] = scope.knowledge.projectRoles[index] ?? [];
    const company = role === undefined ? undefined : roles[role]?.company;
    if (company === undefined) untied.push(index);
    else byEmployer.set(employerOf(company), [...(byEmployer.get(employerOf(company)) ?? []), index]);
  });
  // Career order: the employer whose earliest role comes first leads.
  const firstRole = (employer: string) =>
    scope.timeline.employers.find((entry) => entry.name === employer)?.span.start ?? 0;
  const named = question.mentions.flatMap((mention) =>
    mention.focus.kind === 'roles' && mention.focus.employer ? [mention.focus.employer] : [],
  );
  const employers = [...byEmployer.keys()]
    .filter((employer) => named.length === 0 || named.includes(employer))
    .sort((a, b) => firstRole(a) - firstRole(b));
  if (employers.length === 0) return null;
  const title = (index: number) => projectAt(scope, index).title;
  return answer(
    lines(
      `${scope.knowledge.firstName}'s projects by the employer whose roles describe them:`,
      employers
        .map((employer) => `${employer}:\n${bullets((byEmployer.get(employer) ?? []).map(title))}`)
        .join('\n'),
      named.length === 0 && untied.length > 0
        ? `Not tied to a role on the site:\n${bullets(untied.map(title))}`
        : null,
    ),
    ['projects', 'experience'],
  );
}
