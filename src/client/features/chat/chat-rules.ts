import { readApiError } from '../../lib/api-error';
import { TYPING_WINDOW_MS } from './chat-timings';

export {
  AUTO_CLOSE_DELAY_MS,
  AUTO_OPEN_DELAY_MS,
  DECLINE_CLOSE_DELAY_MS,
  FOLLOW_UP_DELAY_MS,
  TYPING_WINDOW_MS,
} from './chat-timings';

export const GREETING = 'Can I be of assistance?';
export const FOLLOW_UP = "I'm here if you need anything";
export const GAME_INVITATION = 'Do you want to play a game?';
export const GAME_DECLINED = 'Oh...';
export const FAILURE_REPLY =
  "I apologize, but I'm having trouble responding right now. Please try again in a moment.";

export type ChatSource = { label: string; href: string };

export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** The page sections an answer comes from, shown as links under it. */
  sources?: ChatSource[];
  /** Two questions the visitor might ask next, offered under the latest answer. */
  followUps?: string[];
};

/**
 * What the visitor reads when a question fails: the server's own sentence when it is the
 * friendly rate-limit reply ("You've asked a lot of questions…"), else the generic apology.
 */
export function describeFailure(error: unknown): string {
  const { status, message } = readApiError(error);
  return status === 429 && message && message.trim() !== '' ? message : FAILURE_REPLY;
}

export type ChatAction = 'ignore' | 'open-game' | 'decline-game' | 'ask-assistant';

const ACCEPT = /\b(yes|sure|play)\b/i;
const DECLINE = /\b(no|not)\b/i;
// Whole words only: "displays" and "playbook" are questions about the owner, not requests to play.
const GAME_WORDS = /\b(?:games?|play)\b/i;

/**
 * What a visitor's message does (spec §4): blank is ignored; after the game invitation
 * "yes", "sure" or "play" opens the game and "no" or "not" declines it; any message that
 * mentions a game or playing opens it; everything else goes to the assistant.
 */
export function classifyMessage(text: string, isGameOffered: boolean): ChatAction {
  if (text.trim() === '') return 'ignore';
  if (isGameOffered && ACCEPT.test(text)) return 'open-game';
  if (isGameOffered && DECLINE.test(text)) return 'decline-game';
  if (GAME_WORDS.test(text)) return 'open-game';
  return 'ask-assistant';
}

/** The follow-up fires only while the input is empty and nobody typed within the typing window. */
export function isInputIdle(inputValue: string, lastTypedAt: number | null, now: number): boolean {
  return inputValue.trim() === '' && (lastTypedAt === null || now - lastTypedAt >= TYPING_WINDOW_MS);
}

let counter = 0;
export function createMessage(
  role: ChatMessage['role'],
  content: string,
  now = Date.now(),
  extra: Pick<ChatMessage, 'sources' | 'followUps'> = {},
): ChatMessage {
  counter += 1;
  return { id: `${now}-${counter}`, role, content, timestamp: now, ...extra };
}
