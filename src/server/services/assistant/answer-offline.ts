import type { SiteContent } from '../../../../content/schema';
import type { ChatTurn } from '../../../shared/api/chat';
import type { Assistant, AssistantReply } from './assistant';
import { compose, composeEnglishOnly, composeRefusal } from './compose/compose';
import { type Conversation, NEW_CONVERSATION, nextConversation } from './conversation';
import { buildKnowledge, type Knowledge } from './knowledge/knowledge';
import { answerAbout } from './reason/answer-focus';
import type { PartAnswer, Scope } from './reason/part-answer';
import { reason } from './reason/reason';
import { retrieve } from './retrieve/retrieve';
import { isEnglishWord } from './understand/english-words';
import { STOP_WORDS } from './understand/question-words';
import type { Question } from './understand/read-question';
import { understand } from './understand/understand';

/**
 * The offline assistant's pipeline, one question at a time:
 * understand (the message's questions, read) → retrieve (passages and facts) → reason (the
 * answer, with the conversation) → compose (the reply). Pure: the same content, message,
 * history and date give the same reply.
 */

/**
 * "Which of those…" points to the things the reply named last: when its last line names two or
 * more projects, roles or people of one kind ("News articles cover these projects: A, B and C"), they are the
 * list, whatever list came before that line.
 */
function withLastNamed(scope: Scope, part: PartAnswer): PartAnswer {
  const last = (part.text.split('\n').at(-1) ?? '').toLowerCase();
  const at = (name: string) => last.indexOf(name.toLowerCase().replace(/^the /, ''));
  const named = scope.facts.all
    .filter((fact) => fact.focus && fact.kind !== 'quantity' && at(fact.name) >= 0)
    .sort((a, b) => at(a.name) - at(b.name));
  // Things of one kind: a line about one person that names two employers lists nothing.
  if (named.length < 2 || new Set(named.map((fact) => fact.kind)).size > 1) return part;
  return { ...part, list: named.flatMap((fact) => (fact.focus ? [fact.focus] : [])) };
}

const DATE_WORDS = new Set(['year', 'years', 'date', 'dates', 'month', 'months', 'when']);

/**
 * "…, and in which years?" after a part whose answer already dated what it listed: the dates are
 * there, so the second part adds nothing but a reply about unrelated passages.
 */
function askedAlready(question: Question, previous: PartAnswer | undefined): boolean {
  if (previous?.kind !== 'answer' || question.mentions.length > 0 || question.asksAgo) return false;
  return (
    question.words.some((word) => DATE_WORDS.has(word)) &&
    question.words.every((word) => DATE_WORDS.has(word) || STOP_WORDS.has(word)) &&
    /\b(19|20)\d{2}\b/.test(previous.text)
  );
}

/** Each question of a message in turn, each seeing the conversation as the one before left it. */
function answerAll(
  scope: Scope,
  questions: readonly Question[],
  conversation: Conversation,
): { parts: PartAnswer[]; conversation: Conversation } {
  const parts: PartAnswer[] = [];
  let current = conversation;
  for (const question of questions) {
    if (askedAlready(question, parts.at(-1))) continue;
    const part = withLastNamed(scope, reason(scope, question, retrieve(scope, question, current), current));
    parts.push(part);
    current = nextConversation(current, question.ask, part);
  }
  return { parts, conversation: current };
}

/** Replays the visitor's earlier questions (never the replies) to learn what "there" or "the first one" means now. */
function replay(scope: Scope, history: readonly ChatTurn[]): { conversation: Conversation; asked: string[] } {
  let conversation = NEW_CONVERSATION;
  const asked: string[] = [];
  for (const turn of history) {
    if (turn.role !== 'user' || turn.content.trim() === '') continue;
    asked.push(turn.content);
    const understanding = understand(turn.content, scope.knowledge);
    if (understanding.kind !== 'questions') continue;
    conversation = answerAll(scope, understanding.questions, conversation).conversation;
  }
  return { conversation, asked };
}

export function answerOffline(
  knowledge: Knowledge,
  message: string,
  history: readonly ChatTurn[] = [],
  now: Date = new Date(),
): AssistantReply {
  const timeline = knowledge.timelineAt(now);
  const scope: Scope = { knowledge, timeline, facts: knowledge.factsAt(timeline) };
  const understanding = understand(message, knowledge);
  if (understanding.kind === 'declined') return composeRefusal(knowledge, understanding);
  if (understanding.kind === 'english-only') {
    const { question } = understanding;
    const named = question.mentions
      .slice(0, 2)
      .map((mention) => answerAbout(scope, mention.focus, { ...question, ask: 'what', concepts: [] }));
    return composeEnglishOnly(knowledge, named);
  }
  const { conversation, asked } = replay(scope, history);
  const { parts } = answerAll(scope, understanding.questions, conversation);
  return compose(knowledge, parts, [...asked, message], understanding.declined ?? null);
}

/** The embedded assistant: built from the content module alone, so it has no path to stored data. */
export function createOfflineAssistant(
  content: SiteContent,
  now: () => Date = () => new Date(),
): Assistant & { knowledge: Knowledge } {
  const knowledge = buildKnowledge(content);
  // The English lexicon loads here, at start-up, not during the first visitor's question.
  isEnglishWord('portfolio');
  return {
    mode: 'offline',
    knowledge,
    reply: async (message, history) => answerOffline(knowledge, message, history, now()),
  };
}
