import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generateAllReplySchema,
  platformParamsSchema,
  platformScreenshotBodySchema,
  screenshotStatusSchema,
} from '../../../shared/api/admin-screenshots';
import { isSocialPlatform } from '../../../shared/social-platforms';
import type { AppServices } from '../../app-services';
import { AppError } from '../../platform/errors';
import { formatDisposition } from '../../platform/http/downloads';

/** /api/screenshots: the social-preview scheduler and generation (spec §7). */
export function registerScreenshotRoutes(
  app: FastifyInstance,
  { previews }: Pick<AppServices, 'previews'>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/screenshots/status',
    { schema: { response: { 200: screenshotStatusSchema } } },
    async (_r, reply) => {
      reply.header('Cache-Control', 'no-store');
      return previews.status();
    },
  );

  typed.post(
    '/api/screenshots/generate',
    { schema: { response: { 202: generateAllReplySchema } } },
    async (request, reply) => {
      const status = previews.generateAllInBackground(request);
      const message =
        status === 'started'
          ? 'Daily screenshots are being generated for all platforms.'
          : 'Screenshots are already being generated.';
      return reply.status(202).send({ status, message });
    },
  );

  typed.post(
    '/api/screenshots/platform/:platform',
    {
      schema: {
        params: platformParamsSchema,
        body: platformScreenshotBodySchema,
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      if (!isSocialPlatform(platform)) throw new AppError('not-found', `Unknown platform: ${platform}`);
      const preview = await previews.generateOne(platform, request.body.route, request);
      return reply
        .type('image/png')
        .header('Content-Disposition', formatDisposition('attachment', `${platform}-screenshot.png`))
        .header('Cache-Control', 'no-store')
        .header('X-Preview-Source', preview.source)
        .send(preview.png);
    },
  );
}
