import type { ChatSource, ChatTurn } from '../../../shared/api/chat';
import type { Passage } from './knowledge/passages';

export type ReplyKind = 'answer' | 'not-stated' | 'small-talk' | 'declined' | 'english-only';

/** What the visitor reads, the page sections it comes from, and two questions to ask next. */
export type AssistantReply = {
  text: string;
  kind: ReplyKind;
  sources: ChatSource[];
  followUps: string[];
  /** The passages the reply rests on: a model is given these and may use nothing else. */
  evidence: Passage[];
};

/** Answers one visitor question; history is the chat so far, oldest first. */
export type Assistant = {
  mode: 'offline' | 'openai-compatible';
  reply: (message: string, history: readonly ChatTurn[]) => Promise<AssistantReply>;
};
