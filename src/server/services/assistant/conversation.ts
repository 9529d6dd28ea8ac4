import type { Fact } from './knowledge/facts';
import type { Focus } from './knowledge/focus';
import type { Ask } from './understand/read-question';

/**
 * What the chat so far was about, rebuilt from the visitor's own earlier questions (the replies
 * the client sends back are never trusted): the last answer's subject ("that role", "there"), how
 * the last question asked ("and at Northwind?"), the last list shown ("the first one", "which of
 * those"), the last figure shown ("what is that a year?") and the subjects before it, newest
 * first ("by then": the award asked about earlier).
 */
export type Conversation = {
  focus: Focus | null;
  ask: Ask | null;
  list: Focus[];
  figure: Fact | null;
  earlier: Focus[];
};

export const NEW_CONVERSATION: Conversation = {
  focus: null,
  ask: null,
  list: [],
  figure: null,
  earlier: [],
};

/** The conversation after one more answered question. */
export function nextConversation(
  conversation: Conversation,
  ask: Ask,
  part: { kind: string; focus: Focus | null; ask?: Ask; list?: Focus[]; figure?: Fact },
): Conversation {
  const isAnswer = part.kind === 'answer';
  const focus = part.focus ?? (isAnswer ? conversation.focus : null);
  const earlier =
    conversation.focus && focus !== conversation.focus
      ? [conversation.focus, ...conversation.earlier].slice(0, 4)
      : conversation.earlier;
  return {
    focus,
    ask: part.ask ?? ask,
    list: part.list ?? (isAnswer ? conversation.list : []),
    figure: part.figure ?? (isAnswer ? conversation.figure : null),
    earlier,
  };
}
