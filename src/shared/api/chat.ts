import { z } from '../zod';

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_HISTORY_MAX_TURNS = 20;
export const CHAT_TURN_MAX = 2000;

/** One prior message; the widget's extra fields (id, timestamp, sources) are accepted and dropped. */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_TURN_MAX, `A chat message must be at most ${CHAT_TURN_MAX} characters`),
});

export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
  history: z
    .array(chatTurnSchema)
    .max(CHAT_HISTORY_MAX_TURNS, `History must hold at most ${CHAT_HISTORY_MAX_TURNS} messages`)
    .default([]),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A page section an answer comes from: its visible name and a link to it ("/#experience"). */
export const chatSourceSchema = z.object({ label: z.string(), href: z.string() });

export type ChatSource = z.infer<typeof chatSourceSchema>;

/** `response` is the reply text; sources and two suggested next questions come beside it. */
export const chatReplySchema = z.object({
  response: z.string(),
  sources: z.array(chatSourceSchema),
  followUps: z.array(z.string()),
});

export type ChatReply = z.infer<typeof chatReplySchema>;
