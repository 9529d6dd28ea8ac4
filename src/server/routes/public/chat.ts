import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteContent } from '../../../../content';
import { chatReplySchema, chatRequestSchema } from '../../../shared/api/chat';
import { errorReplySchema } from '../../../shared/api/errors';
import type { AppServices } from '../../app-services';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';

// 20 turns of 2000 characters plus the message, with room for multi-byte text and the widget's extra fields.
const CHAT_BODY_LIMIT = 256 * 1024;
const CHAT_LIMIT_MAX = 20;
const CHAT_LIMIT_WINDOW_MS = 60_000;

/** POST /api/chat: the public assistant, answering only from the site content. */
export function registerChatRoutes(
  app: FastifyInstance,
  { assistant, questions }: Pick<AppServices, 'assistant' | 'questions'>,
): void {
  const firstName = siteContent.profile.firstName;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/chat',
    {
      config: {
        public: true,
        // Keyed by request.ip; each instance counts on its own.
        rateLimit: createFriendlyRateLimit({
          max: CHAT_LIMIT_MAX,
          timeWindowMs: CHAT_LIMIT_WINDOW_MS,
          explain: (wait) =>
            `You've asked a lot of questions in a short time. Please try again in ${wait}, or use the contact form to reach ${firstName} directly.`,
        }),
      },
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        body: chatRequestSchema,
        response: { 200: chatReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      const reply = await assistant.reply(request.body.message, request.body.history);
      // Kept for the owner's questions view, without who asked; never awaited (docs/decisions/0121).
      questions.record(request.body.message, reply.kind);
      return { response: reply.text, sources: reply.sources, followUps: reply.followUps };
    },
  );
}
