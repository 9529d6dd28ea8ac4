import type { Role } from '../../../../content/schema';
import type { Knowledge } from './build-index';
import { bullets, composeUnknown, firstSentence, lines, pointTo, withoutFinalStop } from './reply-parts';

const TIMELINE = pointTo(['Career Timeline']);

const isCurrent = (role: Role): boolean => /present/i.test(role.period);
const baseCompany = (role: Role): string => role.company.split(',')[0]?.trim() ?? role.company;

function pickRoles(knowledge: Knowledge, indexes: readonly number[]): Role[] {
  return indexes.flatMap((index) => knowledge.content.roles[index] ?? []);
}

/** "Alex's roles at Brightline Software" when they share an employer, else a neutral heading. */
function headingFor(knowledge: Knowledge, roles: Role[], what: string): string {
  const companies = new Set(roles.map(baseCompany));
  const [company] = companies;
  return companies.size === 1 && company
    ? `${knowledge.firstName}'s ${what} at ${company}:`
    : `${knowledge.firstName}'s ${what} in that part of the Career Timeline:`;
}

function describeOne(knowledge: Knowledge, role: Role): string {
  const verb = isCurrent(role) ? 'is' : 'was';
  return `${knowledge.firstName} ${verb} ${role.title} at ${role.company} (${role.period}). Location: ${role.location}.`;
}

function composeEdge(knowledge: Knowledge, shift: 'previous' | 'next'): string {
  const roles = knowledge.content.roles;
  if (shift === 'next') {
    const newest = roles[0];
    return lines(
      `That's the most recent part of ${knowledge.firstName}'s Career Timeline.`,
      newest ? describeOne(knowledge, newest) : null,
      TIMELINE,
    );
  }
  const oldest = roles[roles.length - 1];
  return composeUnknown(
    knowledge,
    `I don't have anything for that time: the Career Timeline starts with ${oldest ? `${oldest.title} at ${oldest.company} (${oldest.period})` : 'the roles shown'}.`,
  );
}

export function composeRoleOverview(
  knowledge: Knowledge,
  indexes: readonly number[],
  shift?: 'previous' | 'next',
): string {
  const roles = pickRoles(knowledge, indexes);
  if (roles.length === 0) {
    return composeEdge(knowledge, shift ?? 'previous');
  }
  const lead = shift === 'previous' ? 'Before that, ' : shift === 'next' ? 'After that, ' : '';
  const [only] = roles;
  if (roles.length === 1 && only) {
    const highlights = only.details.achievements.slice(0, 2).map(withoutFinalStop).join('; ');
    return lines(
      `${lead}${describeOne(knowledge, only)} ${firstSentence(only.details.description)}`,
      `Highlights: ${highlights}.`,
      TIMELINE,
    );
  }
  return lines(
    headingFor(knowledge, roles, 'roles'),
    bullets(
      roles.map(
        (role) =>
          `${role.title} at ${role.company} (${role.period}): ${firstSentence(role.details.description)}`,
      ),
    ),
    TIMELINE,
  );
}

export function composeRoleAchievements(knowledge: Knowledge, indexes: readonly number[]): string {
  const roles = pickRoles(knowledge, indexes);
  const [only] = roles;
  if (!only) return composeRoleOverview(knowledge, indexes);
  if (roles.length === 1) {
    return lines(
      `As ${only.title} at ${only.company} (${only.period}), ${knowledge.firstName}'s key achievements were:`,
      bullets(only.details.achievements.slice(0, 4)),
      TIMELINE,
    );
  }
  return lines(
    headingFor(knowledge, roles, 'key achievements'),
    bullets(
      roles.map(
        (role) =>
          `${role.title} (${role.period}): ${role.details.achievements.slice(0, 2).map(withoutFinalStop).join('; ')}`,
      ),
    ),
    TIMELINE,
  );
}

export function composeRoleDuties(knowledge: Knowledge, indexes: readonly number[]): string {
  const roles = pickRoles(knowledge, indexes);
  const [only] = roles;
  if (!only) return composeRoleOverview(knowledge, indexes);
  if (roles.length === 1) {
    return lines(
      `As ${only.title} at ${only.company} (${only.period}), ${knowledge.firstName}'s responsibilities included:`,
      bullets(only.details.responsibilities.slice(0, 5)),
      TIMELINE,
    );
  }
  return lines(
    headingFor(knowledge, roles, 'responsibilities'),
    bullets(
      roles.map(
        (role) =>
          `${role.title} (${role.period}): ${role.details.responsibilities.slice(0, 2).map(withoutFinalStop).join('; ')}`,
      ),
    ),
    TIMELINE,
  );
}

/** "Tell me more": the full description, the rest of the duties and the skills. */
export function composeRoleDetail(knowledge: Knowledge, indexes: readonly number[]): string {
  const roles = pickRoles(knowledge, indexes);
  const [only] = roles;
  if (!only) return composeRoleOverview(knowledge, indexes);
  if (roles.length > 1) {
    return lines(
      headingFor(knowledge, roles, 'roles'),
      bullets(roles.map((role) => `${role.title} (${role.period}): ${role.details.description}`)),
      TIMELINE,
    );
  }
  return lines(
    `More on ${only.title} at ${only.company} (${only.period}): ${only.details.description}`,
    `Responsibilities included: ${only.details.responsibilities.slice(0, 3).map(withoutFinalStop).join('; ')}.`,
    `Skills: ${only.skills.join(', ')}.`,
    TIMELINE,
  );
}

export function composeCareer(knowledge: Knowledge): string {
  return lines(
    `${knowledge.firstName}'s Career Timeline, newest first:`,
    bullets(knowledge.content.roles.map((role) => `${role.title}, ${role.company} (${role.period})`)),
    TIMELINE,
  );
}

export function composeCurrent(knowledge: Knowledge, indexes: readonly number[]): string {
  const roles = pickRoles(knowledge, indexes);
  if (roles.length === 1) return composeRoleOverview(knowledge, indexes);
  return lines(
    `Right now ${knowledge.firstName} is:`,
    bullets(
      roles.map(
        (role) =>
          `${role.title} at ${role.company} (${role.period}): ${firstSentence(role.details.description)}`,
      ),
    ),
    TIMELINE,
  );
}
