import type { SiteContent } from '../../../../content/schema';
import type { ChatTurn } from '../../../shared/api/chat';
import type { Assistant, AssistantReply } from './assistant';
import { lines } from './compose/reply-text';
import { suggestFollowUps } from './compose/suggest-follow-ups';
import { buildKnowledge, type Knowledge } from './knowledge/knowledge';
import { SECTIONS, type SectionId } from './knowledge/passages';
import { answerAbout } from './reason/answer-focus';
import { answerQuestion, type Context } from './reason/answer-question';
import type { PartAnswer, Scope } from './reason/part-answer';
import { isNonEnglish } from './understand/detect-language';
import { composeDecline, guardMessage } from './understand/guard-message';
import { readQuestion } from './understand/read-question';
import { splitQuestion } from './understand/split-question';

const MAX_PARTS = 4;

function toSources(sections: readonly SectionId[]) {
  return [...new Set(sections)].map((section) => ({ ...SECTIONS[section] }));
}

/** Answers every question in a message in turn, each seeing what the previous one was about. */
function answerParts(
  scope: Scope,
  message: string,
  context: Context,
): { parts: PartAnswer[]; context: Context } {
  const parts: PartAnswer[] = [];
  let current = context;
  for (const text of splitQuestion(message).slice(0, MAX_PARTS)) {
    const question = readQuestion(text, scope.knowledge);
    const part = answerQuestion(scope, question, current);
    parts.push(part);
    current = {
      focus: part.focus ?? (part.kind === 'answer' ? current.focus : null),
      ask: part.ask ?? question.ask,
      list: part.list ?? (part.kind === 'answer' ? current.list : []),
    };
  }
  return { parts, context: current };
}

/** Replays the visitor's earlier questions (never the replies) to learn what "there" or "that" means now. */
function replayContext(scope: Scope, history: readonly ChatTurn[]): { context: Context; asked: string[] } {
  let context: Context = { focus: null, ask: null, list: [] };
  const asked: string[] = [];
  for (const turn of history) {
    if (turn.role !== 'user' || turn.content.trim() === '') continue;
    asked.push(turn.content);
    if (guardMessage(turn.content, scope.knowledge.nameWords) || isNonEnglish(turn.content)) continue;
    context = answerParts(scope, turn.content, context).context;
  }
  return { context, asked };
}

function answerInEnglishOnly(scope: Scope, message: string): AssistantReply {
  const question = readQuestion(message, scope.knowledge);
  const named = question.mentions
    .slice(0, 2)
    .map((mention) => answerAbout(scope, mention.focus, { ...question, ask: 'what', concepts: [] }));
  const note =
    named.length > 0
      ? 'I answer in English only, so here is what the site says about the names I recognise:'
      : `I answer in English only. Please ask again in English, for example: “Where is ${scope.knowledge.firstName} based?”`;
  return {
    text: lines(note, ...named.map((part) => part.text)),
    kind: 'english-only',
    sources: toSources(named.flatMap((part) => part.sections)),
    followUps: suggestFollowUps(scope.knowledge, named[0] ?? null, []),
    evidence: named.flatMap((part) => part.evidence),
  };
}

/** Pure: guard, language, the conversation so far, then each question answered from the content. */
export function answerOffline(
  knowledge: Knowledge,
  message: string,
  history: readonly ChatTurn[] = [],
  now: Date = new Date(),
): AssistantReply {
  const timeline = knowledge.timelineAt(now);
  const scope: Scope = { knowledge, timeline, facts: knowledge.factsAt(timeline) };
  const declined = guardMessage(message, knowledge.nameWords);
  if (declined)
    return {
      text: composeDecline(declined, knowledge.ownerName),
      kind: 'declined',
      sources: [],
      followUps: suggestFollowUps(knowledge, null, []),
      evidence: [],
    };
  if (isNonEnglish(message)) return answerInEnglishOnly(scope, message);
  const { context, asked } = replayContext(scope, history);
  const { parts } = answerParts(scope, message, context);
  const last = parts.at(-1) ?? null;
  // Two parts that gather the same facts ("education… and certifications?") say them once.
  const said = new Set<string>();
  const texts = parts.map((part) => {
    const fresh = part.text.split('\n').filter((line) => !said.has(line));
    for (const line of part.text.split('\n')) said.add(line);
    return fresh.join('\n');
  });
  const kind = parts.some((part) => part.kind === 'answer') ? 'answer' : (last?.kind ?? 'not-stated');
  return {
    text: lines(...texts),
    kind,
    sources: toSources(parts.flatMap((part) => part.sections)),
    followUps: suggestFollowUps(knowledge, last, [...asked, message]),
    evidence: [...new Set(parts.flatMap((part) => part.evidence))],
  };
}

/** The embedded assistant: built from the content module alone, so it has no path to stored data. */
export function createOfflineAssistant(
  content: SiteContent,
  now: () => Date = () => new Date(),
): Assistant & { knowledge: Knowledge } {
  const knowledge = buildKnowledge(content);
  return {
    mode: 'offline',
    knowledge,
    reply: async (message, history) => answerOffline(knowledge, message, history, now()),
  };
}
