import { normalizeText } from '../../../../shared/text/normalize-words';
import {
  answerRoleOverview,
  describeRoleLine,
  newestFirst,
  roleAt,
  rolesFocus,
} from '../compose/describe-roles';
import { bullets, lines } from '../compose/reply-text';
import type { Focus } from '../knowledge/focus';
import {
  combineSpans,
  findNeighbour,
  findRolesInYear,
  formatDuration,
  formatMonth,
  formatSpan,
  spanMonths,
} from '../knowledge/timeline';
import { searchPassages } from '../retrieve/search-passages';
import { STOP_WORDS } from '../understand/question-words';
import type { Question } from '../understand/read-question';
import { expandTerms } from '../understand/thesaurus';
import { POINTS_BACK } from './answer-by-employer';
import { composeCurrent } from './answer-profile-topic';
import { answer, notStated, type PartAnswer, type Scope } from './part-answer';

const ongoingRoles = (scope: Scope) =>
  scope.timeline.ordered.filter((role) => role.span.isCurrent).map((role) => role.index);

/** The roles a "before" or "after" is measured from: named, in the year asked, or the conversation's. */
const RELATION_WORD = /^(before|after|prior|previous\w*|preceding|earlier|following|afterwards?)$/;

function findAnchor(
  scope: Scope,
  question: Question,
  mentioned: Focus[],
  context: Focus | null,
): number[] | null {
  // "At Northwind, before he became its IT Manager": the thing named after "before" is the anchor.
  const at = question.words.findIndex((word) => RELATION_WORD.test(word));
  const after = question.mentions
    .filter((mention) => at >= 0 && mention.start > at)
    .map((mention) => mention.focus);
  const anchors = after.length > 0 ? after : mentioned;
  const roles = anchors.flatMap((focus) => (focus.kind === 'roles' ? focus.indexes : []));
  if (roles.length > 1 && at >= 0) return roleTitledAfter(scope, question, at, roles);
  if (roles.length > 0) return roles;
  const projects = mentioned.flatMap((focus) =>
    focus.kind === 'project' ? (scope.knowledge.projectRoles[focus.index] ?? []) : [],
  );
  if (projects.length > 0) return projects;
  const [year] = question.years;
  if (year !== undefined) return findRolesInYear(scope.timeline, year);
  // "Before his current company": measured from the ongoing roles, not from the conversation.
  if (/\b(current|present|today s|now)\b/.test(question.text)) {
    const ongoing = ongoingRoles(scope);
    if (ongoing.length > 0) return ongoing;
  }
  if (context?.kind === 'roles') return context.indexes;
  if (context?.kind === 'project') return scope.knowledge.projectRoles[context.index] ?? null;
  // "His previous job", with nothing said before it: the one before today's roles.
  if (
    question.relation === 'before' &&
    /\b(jobs?|roles?|positions?|employers?|compan\w*|gigs?)\b/.test(question.text)
  )
    return ongoingRoles(scope);
  return null;
}

/** Words that name no role, after "before": "he", "their", "was". "It" stays: it is also IT. */
const NOT_TITLE_WORDS = new Set([...STOP_WORDS].filter((word) => word !== 'it'));

/**
 * "At the game studio, before he ran their IT": of an employer's roles, the one whose title holds
 * a word said after "before" (or the content's word for it: "QA" is a test role). When the words
 * name no single role, every role stays the anchor.
 */
function roleTitledAfter(scope: Scope, question: Question, at: number, roles: number[]): number[] {
  // The words after "before", less those that name the employer ("the game studio").
  const said = question.words.filter(
    (word, position) =>
      position > at &&
      !NOT_TITLE_WORDS.has(word) &&
      !question.mentions.some((mention) => position >= mention.start && position < mention.end),
  );
  const wanted = new Set([...said, ...expandTerms(said.join(' '))]);
  const titled = roles.filter((index) =>
    normalizeText(roleAt(scope, index).title)
      .split(' ')
      .some((word) => wanted.has(word)),
  );
  return titled.length === 1 ? titled : roles;
}

/** "His first IT job": the roles whose titles hold a word of the question that only some titles hold. */
function rolesWithTitleWords(scope: Scope, question: Question): number[] {
  const titles = scope.knowledge.content.roles.map((role) => normalizeText(role.title).split(' '));
  const asked = question.words.filter((word) => {
    const holding = titles.filter((title) => title.includes(word)).length;
    return holding > 0 && holding < titles.length && !/^(job|role|position|title)$/.test(word);
  });
  if (asked.length === 0) return [];
  return titles.flatMap((title, index) => (asked.every((word) => title.includes(word)) ? [index] : []));
}

/**
 * "Did he work at Brightline before Northwind?": a yes/no question about the order of two named
 * employers is answered from their dates, not with whatever came before the first one.
 */
function compareOrder(scope: Scope, question: Question, mentioned: Focus[]): PartAnswer | null {
  const { relation } = question;
  if (!question.isYesNo || (relation !== 'before' && relation !== 'after')) return null;
  const named = mentioned.flatMap((focus) =>
    focus.kind === 'roles' && focus.indexes.length > 0 ? [focus] : [],
  );
  const [first, second] = named;
  if (!first || !second) return null;
  const spanOf = (indexes: readonly number[]) => combineSpans(scope.timeline, indexes);
  const a = spanOf(first.indexes);
  const b = spanOf(second.indexes);
  if (!a || !b) return null;
  const isBefore = a.start < b.start;
  const holds = relation === 'before' ? isBefore : !isBefore;
  const nameOf = (focus: Focus, indexes: readonly number[]) =>
    focus.kind === 'roles' && focus.employer ? focus.employer : roleAt(scope, indexes[0] ?? 0).title;
  const [earlier, later] = isBefore ? [first, second] : [second, first];
  return answer(
    lines(
      `${holds ? 'Yes' : 'No'}. ${scope.knowledge.firstName} was at ${nameOf(earlier, earlier.indexes)} first, then at ${nameOf(later, later.indexes)}:`,
      bullets(
        newestFirst(scope, [...later.indexes, ...earlier.indexes]).map((index) =>
          describeRoleLine(scope, index),
        ),
      ),
    ),
    ['experience'],
    null,
    scope.knowledge.passages.filter(
      (passage) =>
        passage.source.kind === 'role' &&
        passage.kind === 'title' &&
        [...first.indexes, ...second.indexes].includes(passage.source.index),
    ),
  );
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
    // "When did he start at Brightline?" asks for a date, not for the first role.
    const named = mentioned.flatMap((focus) => (focus.kind === 'roles' ? focus.indexes : []));
    if (named.length > 0 && (question.ask === 'when' || question.ask === 'how-long')) return null;
    // "What did he start out doing there?": the first role at the employer the chat is about.
    const there =
      named.length === 0 && context?.kind === 'roles' && context.employer && POINTS_BACK.test(question.text)
        ? context
        : null;
    const titled = named.length > 0 ? named : there ? there.indexes : rolesWithTitleWords(scope, question);
    const first = scope.timeline.ordered.find((role) => titled.length === 0 || titled.includes(role.index));
    if (!first) return null;
    const kind = there || titled.length === 0 ? '' : `${roleAt(scope, first.index).title.split(' ')[0]} `;
    const where = there ? ` at ${there.employer}` : ' on the Career Timeline';
    if (question.ask === 'how-long') {
      const ago = formatDuration(scope.timeline.now - first.span.start);
      return answerRoleOverview(
        scope,
        rolesFocus([first.index]),
        `${firstName}'s Career Timeline starts in ${formatMonth(first.span.start)}, ${ago} ago, with this role:`,
      );
    }
    return answerRoleOverview(scope, rolesFocus([first.index]), `${firstName}'s first ${kind}role${where}:`);
  }
  const ordered = compareOrder(scope, question, mentioned);
  if (ordered) return ordered;
  if (relation === 'current') {
    if (mentioned.length > 0) return null;
    return composeCurrent(scope);
  }
  const anchor = findAnchor(scope, question, mentioned, context);
  if (!anchor || anchor.length === 0) return null;
  const neighbour = findNeighbour(scope.timeline, anchor, relation);
  // One role picked out of an employer's ("before he ran their IT") is measured from that role.
  const mentionedRoles = mentioned.flatMap((focus) => (focus.kind === 'roles' ? focus.indexes : []));
  const isWithinEmployer = anchor.length === 1 && (mentioned.length > 1 || mentionedRoles.length > 1);
  const employer = isWithinEmployer
    ? undefined
    : (mentioned.find((focus) => focus.kind === 'roles' && focus.employer) ??
      (mentioned.length === 0 && context?.kind === 'roles' && context.employer ? context : undefined));
  const employerName = employer?.kind === 'roles' ? employer.employer : undefined;
  const roleTitle = !employerName && anchor.length === 1 ? roleAt(scope, anchor[0] ?? 0).title : undefined;
  const from =
    employerName ??
    roleTitle ??
    (anchor.every((index) => scope.timeline.byIndex[index]?.span.isCurrent)
      ? `${firstName}'s current roles`
      : 'those roles');
  if (neighbour === null) {
    // Before the earliest role listed the site is silent, which is itself the answer.
    if (relation === 'before')
      return {
        ...notStated(
          scope,
          `Nothing comes before ${from} on the Career Timeline: it is the earliest role listed, and the site doesn't say what ${firstName} did before it.`,
        ),
        focus: { kind: 'roles', indexes: anchor },
      };
    return answer(
      `Nothing comes after ${from} on the Career Timeline: it is the most recent.`,
      ['experience'],
      {
        kind: 'roles',
        indexes: anchor,
      },
    );
  }
  const since = relation === 'before' ? (roleTitle ? 'Before becoming' : 'Before') : 'After';
  const lead = `${since} ${from}, ${firstName} was ${describeRoleLine(scope, neighbour)}.`;
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
    `${scope.knowledge.firstName} held ${indexes.length} roles in that time:`,
  );
}

/** "How many years did he spend in game testing?": the span of the roles whose titles match. */
export function answerFieldDuration(scope: Scope, question: Question): PartAnswer | null {
  if (question.ask !== 'how-long' || question.mentions.length > 0 || question.concepts.length === 0)
    return null;
  const hits = searchPassages(scope.knowledge, question.concepts, {
    limit: 12,
    filter: (passage) => passage.source.kind === 'role' && passage.kind === 'title',
  });
  const top = hits[0]?.score ?? 0;
  const indexes = [
    ...new Set(
      hits.flatMap((hit) =>
        hit.score >= top * 0.6 && hit.passage.source.kind === 'role' ? [hit.passage.source.index] : [],
      ),
    ),
  ];
  const span = combineSpans(scope.timeline, indexes);
  if (!span || indexes.length === 0) return null;
  const roles = newestFirst(scope, indexes).map((index) => describeRoleLine(scope, index));
  return answer(
    lines(
      `${scope.knowledge.firstName} spent ${formatDuration(spanMonths(span))} in those roles (${formatSpan(span)}):`,
      bullets(roles),
    ),
    ['experience'],
    { kind: 'roles', indexes },
    hits.map((hit) => hit.passage),
  );
}
