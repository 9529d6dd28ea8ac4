import type { ChatTurn } from '../../../shared/api/chat';
import type { Knowledge } from './build-index';
import { detectIntent, type Intent } from './detect-intent';
import { findMentions, type Mentions } from './find-mentions';
import { guardMessage, normalizeQuestion } from './guard-message';

/** What a question is about once references like "there" or "before that" are resolved. */
export type Target =
  | { kind: 'roles'; indexes: number[]; isShifted?: 'previous' | 'next' }
  | { kind: 'project'; index: number }
  | { kind: 'topic'; intent: Intent };

export type Question = { normalized: string; intent: Intent; mentions: Mentions };

/** Intents that answer a standing topic; asking "tell me more" afterwards returns to it. */
const TOPIC_INTENTS: ReadonlySet<Intent> = new Set([
  'certifications',
  'education',
  'awards',
  'testimonials',
  'location',
  'remote',
  'relocation',
  'opportunities',
  'contact',
  'site',
  'skills',
  'projects',
  'career',
  'about',
  'years',
]);
const PROJECT_WORDS = /\b(projects?|programs?|initiatives?)\b/;

export function readQuestion(message: string, knowledge: Knowledge): Question {
  const normalized = normalizeQuestion(message, knowledge.nameWords);
  return {
    normalized,
    intent: detectIntent(normalized),
    mentions: findMentions(normalized, knowledge.matchers),
  };
}

export function findCurrentRoles(knowledge: Knowledge): number[] {
  const current = knowledge.content.roles.flatMap((role, index) =>
    /present/i.test(role.period) ? [index] : [],
  );
  return current.length > 0 ? current : [0];
}

/** An explicit reference in the question itself, most specific first. */
export function findExplicitTarget(question: Question): Target | null {
  const { roles, rolesBy, projects, projectScore } = question.mentions;
  const project = projects[0];
  const prefersProject = projectScore >= 2 || PROJECT_WORDS.test(question.normalized);
  if (project !== undefined && prefersProject && projects.length === 1)
    return { kind: 'project', index: project };
  if (roles.length > 0 && rolesBy !== 'year') return { kind: 'roles', indexes: roles };
  if (project !== undefined && projects.length === 1) return { kind: 'project', index: project };
  if (roles.length > 0) return { kind: 'roles', indexes: roles };
  return null;
}

/** Steps along the Career Timeline (newest first) from the given roles; empty past either end. */
function shiftRoles(indexes: number[], direction: 'previous' | 'next', roleCount: number): number[] {
  const next = direction === 'previous' ? Math.max(...indexes) + 1 : Math.min(...indexes) - 1;
  return next >= 0 && next < roleCount ? [next] : [];
}

export function resolveTarget(
  question: Question,
  context: Target | null,
  knowledge: Knowledge,
): Target | null {
  const explicit = findExplicitTarget(question);
  const { intent } = question;
  if (intent === 'previous' || intent === 'next') {
    const anchor = explicit ?? context;
    const indexes = anchor?.kind === 'roles' ? anchor.indexes : findCurrentRoles(knowledge);
    return {
      kind: 'roles',
      indexes: shiftRoles(indexes, intent, knowledge.content.roles.length),
      isShifted: intent,
    };
  }
  if (explicit) return explicit;
  if (intent === 'current') return { kind: 'roles', indexes: findCurrentRoles(knowledge) };
  if (TOPIC_INTENTS.has(intent)) return { kind: 'topic', intent };
  return context;
}

/**
 * Replays the visitor's earlier questions to learn what "there" or "that role" means now.
 * Only user turns count: the result is the same whichever engine wrote the replies.
 */
export function resolveContext(history: readonly ChatTurn[], knowledge: Knowledge): Target | null {
  let context: Target | null = null;
  for (const turn of history) {
    if (turn.role !== 'user' || guardMessage(turn.content, knowledge.nameWords)) continue;
    const target = resolveTarget(readQuestion(turn.content, knowledge), context, knowledge);
    if (target?.kind === 'roles' && target.indexes.length === 0) continue;
    if (target) context = target;
  }
  return context;
}
