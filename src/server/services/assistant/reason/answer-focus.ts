import { composeFromHits } from '../compose/describe-hits';
import { answerItem, answerPerson } from '../compose/describe-items';
import {
  answerProjectDates,
  answerProjectDetail,
  answerProjectList,
  answerProjectOverview,
  answerProjectRole,
  findWrongEmployer,
} from '../compose/describe-projects';
import {
  answerRoleDates,
  answerRoleDetail,
  answerRoleDuration,
  answerRoleList,
  answerRoleLocation,
  answerRoleOverview,
  answerRoleTitles,
  roleAt,
  rolesFocus,
} from '../compose/describe-roles';
import { type Focus, isAbout } from '../knowledge/focus';
import { employerOf } from '../knowledge/timeline';
import { findEvidence } from '../retrieve/find-evidence';
import { holdsQuantity } from '../retrieve/holds-quantity';
import type { Question } from '../understand/read-question';
import { notStated, type PartAnswer, type Scope } from './part-answer';

type Aspect =
  | 'duration'
  | 'dates'
  | 'role-link'
  | 'title'
  | 'location'
  | 'challenges'
  | 'achievements'
  | 'responsibilities'
  | 'skills'
  | 'more'
  | 'overview'
  | 'other';

const ASPECTS: readonly [Aspect, RegExp][] = [
  [
    'role-link',
    /\b(which|what) (role|job|position|company|employer)\b|\bwhere was him (working|employed|then)\b|\bwho was him working for\b|\b(role|job|position) (was )?(that|this|it) in\b|\bwhat was him doing then\b/,
  ],
  ['title', /\b(titles?|job title|called)\b/],
  [
    'more',
    /\b(tell me more|more (details?|info\w*|about (that|this|it|them))|elaborate|expand on|go on|dig deeper|in more detail|anything else|what else)\b|^(and )?(any )?more( please)?$/,
  ],
  // "Were people on board with it from the start?": resistance met is a challenge of the work.
  [
    'challenges',
    /\b(challeng\w*|difficult\w*|obstacles?|problems?|hard part|hurdles?|risks?|on board|buy ?in|push ?back|resist\w*|skeptic\w*|sceptic\w*|reluctan\w*|objections?|hesitan\w*)\b/,
  ],
  [
    'achievements',
    /\b(achiev\w*|accomplish\w*|results?|outcomes?|impact\w*|deliver\w*|wins?|proud|highlights?|metrics?|numbers|kpis?|success\w*)\b|\bhow did .{0,40} go\b|\bhow (well|successful)\b|\bdid (it|that) work\b/,
  ],
  ['responsibilities', /\b(responsib\w*|duty|duties|day to day|in charge of|tasks|scope|job description)\b/],
  ['skills', /\b(skills?|tools?|technolog\w*|tech stack|stack)\b/],
];

function readAspect(question: Question): Aspect {
  if (question.ask === 'how-long') return 'duration';
  if (question.ask === 'when') return 'dates';
  for (const [aspect, pattern] of ASPECTS) if (pattern.test(question.rest)) return aspect;
  // "What's Meridian Ridge's website?": its link, which the passages hold by that word.
  if (/\b(website|web site|url|homepage|home page)\b/.test(question.rest)) return 'other';
  // "Is he in the office there every day?": a role's place says whether it is remote or hybrid.
  if (
    question.ask === 'where' ||
    /\b(based|located|headquartered|remote(ly)?|hybrid|on ?site|in (the )?office|in person|from home|wfh|commut\w*)\b/.test(
      question.rest,
    )
  )
    return 'location';
  const isOverview =
    /^(tell me|what is|what was|what s|whats|who is|who was|describe|more about|about|explain|what did him do|what does him do)\b/.test(
      question.rest,
    );
  return isOverview || question.concepts.length === 0 ? 'overview' : 'other';
}

const FIGURE_NOUNS = 'numbers?|figures?|stats?|statistics?';
const FIGURE_WORDS = new RegExp(String.raw`\b(${FIGURE_NOUNS}|metrics?|percent\w*)\b`);

/** A question about what a piece of writing or a video says, not about the piece itself. */
const ASKS_WHAT_IT_SAYS = new RegExp(
  String.raw`\b(according to|says?|said|argue\w*|recommend\w*|advice|advis\w*|suggest\w*|how should|what should|claim\w*|mention\w*|point out|warn\w*|bring\w* up|brought up|cite\w*|quote\w*|${FIGURE_NOUNS})\b`,
);

/** "How big", "how much was it worth": the size of a deal or program is its dollar amount. */
const SIZE = /\b(big|bigger|large|larger|size|value|valued|worth|cost|costs|price|money|dollars?)\b/;

/** A question about something specific, answered from that thing's passages first. */
function answerFromFocus(
  scope: Scope,
  focus: Focus,
  question: Question,
  fallback: () => PartAnswer,
): PartAnswer {
  const wantsNumber = isQuantityAsked(question);
  const wantsMoney = wantsNumber && SIZE.test(question.text);
  // "Which of those figures does he bring up in it?": the sentences with figures come first.
  const namesFigures = FIGURE_WORDS.test(question.text);
  const result = findEvidence(
    scope,
    question,
    (passage) => isAbout(passage, focus),
    question.concepts,
    wantsMoney ? 'money' : wantsNumber || namesFigures,
  );
  const hasNumber = result.hits.some((hit) => holdsQuantity(hit.passage.text));
  if (result.hits.length === 0) return fallback();
  if (wantsNumber && !hasNumber) return notStated(scope, "The site doesn't state that number.");
  return { ...composeFromHits(scope, question, result.hits), focus };
}

/** How many, how much, how big: the answer must carry a number. */
export function isQuantityAsked(question: Question): boolean {
  return (
    question.ask === 'how-many' ||
    (question.ask === 'how-much' && !/\bhow much (experience|time)\b/.test(question.text))
  );
}

function answerRoles(
  scope: Scope,
  focus: Extract<Focus, { kind: 'roles' }>,
  question: Question,
  aspect: Aspect,
) {
  switch (aspect) {
    case 'duration':
      return answerRoleDuration(scope, focus);
    case 'dates':
      return answerRoleDates(scope, focus, question.text);
    case 'title':
      return answerRoleTitles(scope, focus);
    case 'location':
      return answerRoleLocation(scope, focus);
    case 'achievements':
      return answerRoleList(scope, focus, 'achievements');
    case 'responsibilities':
      return answerRoleList(scope, focus, 'responsibilities');
    case 'skills':
      return answerRoleList(scope, focus, 'skills');
    case 'more':
      return answerRoleDetail(scope, focus);
    case 'other':
      return answerFromFocus(scope, focus, question, () => answerRoleOverview(scope, focus));
    default: {
      const didWork =
        question.isYesNo && /\b(work|worked|working|employed|job|role|there)\b/.test(question.text);
      const isNowAsked = /\b(still|currently|now|anymore|any more|today|these days)\b/.test(question.text);
      const isCurrent = focus.indexes.some((index) => scope.timeline.byIndex[index]?.span.isCurrent);
      if (didWork && isNowAsked && !isCurrent) return answerRoleDates(scope, focus, 'left');
      return answerRoleOverview(scope, focus, didWork ? 'Yes.' : undefined);
    }
  }
}

function answerProject(scope: Scope, index: number, question: Question, aspect: Aspect, employer?: string) {
  const correction = employer ? findWrongEmployer(scope, index, employer) : null;
  if (correction) return answerProjectOverview(scope, index, correction);
  switch (aspect) {
    case 'duration':
    case 'dates':
      return answerProjectDates(scope, index);
    case 'role-link':
    case 'location':
      return answerProjectRole(scope, index);
    case 'challenges':
      return answerProjectList(scope, index, 'challenges');
    case 'achievements':
      return answerProjectList(scope, index, 'outcomes');
    case 'skills':
      return answerProjectList(scope, index, 'skills');
    case 'more':
      return answerProjectDetail(scope, index);
    case 'other':
      return answerFromFocus(scope, { kind: 'project', index }, question, () =>
        answerProjectOverview(scope, index),
      );
    default:
      return answerProjectOverview(scope, index);
  }
}

/** Answers a question about one role, employer, project, person or item, by the aspect it asks for. */
export function answerAbout(scope: Scope, focus: Focus, question: Question, employer?: string): PartAnswer {
  const aspect = readAspect(question);
  switch (focus.kind) {
    case 'roles':
      return answerRoles(scope, focus, question, aspect);
    case 'project':
      return answerProject(scope, focus.index, question, aspect, employer);
    case 'person':
      return answerPerson(scope, focus.index, aspect === 'dates');
    case 'item': {
      const whole = () =>
        answerItem(scope, focus.source, { isDateAsked: aspect === 'dates', isYesNo: question.isYesNo });
      if (aspect === 'role-link') return answerRoleAtDate(scope, focus) ?? whole();
      // "According to his trust piece, how should IT come to a budget review?": what the piece says
      // on it; who published it or when stays with the piece's own description.
      return aspect === 'other' && focus.source.kind === 'award' && ASKS_WHAT_IT_SAYS.test(question.text)
        ? answerFromFocus(scope, focus, question, whole)
        : whole();
    }
  }
}

/** "Which job was he in when he got it?": the roles on the Career Timeline in a dated item's month. */
function answerRoleAtDate(scope: Scope, focus: Focus): PartAnswer | null {
  const fact = scope.facts.ofFocus(focus);
  const month = fact?.span && fact.span.start === fact.span.end ? fact.span.start : null;
  if (!fact || month === null) return null;
  const indexes = scope.timeline.ordered
    .filter((role) => role.span.start <= month && role.span.end >= month)
    .map((role) => role.index);
  if (indexes.length === 0) return null;
  const { firstName } = scope.knowledge;
  return answerRoleOverview(
    scope,
    rolesFocus(indexes),
    `At the time of ${fact.name} (${fact.when}), ${firstName} was:`,
  );
}

/** Whether a role named by its title belongs to the employer also named ("IT Manager at Brightline"). */
export function correctRoleEmployer(scope: Scope, index: number, employer: string): string | null {
  const role = roleAt(scope, index);
  if (employerOf(role.company) === employer) return null;
  return `${scope.knowledge.firstName} was ${role.title} at ${role.company}, not ${employer}.`;
}
