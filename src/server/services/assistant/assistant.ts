import type { ChatTurn } from '../../../shared/api/chat';

/** Answers one visitor question; history is the visitor's prior turns, oldest first. */
export type Assistant = {
  mode: 'offline' | 'openai-compatible';
  reply: (message: string, history: readonly ChatTurn[]) => Promise<string>;
};
