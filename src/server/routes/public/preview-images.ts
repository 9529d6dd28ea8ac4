import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isSocialPlatform } from '../../../shared/social-platforms';
import type { AppServices } from '../../app-services';
import { AppError } from '../../platform/errors';
import { matchesEtag, sha256Etag } from '../../platform/http/static-response';
import { readPreviewImage } from '../../services/previews/preview-store';

const DEFAULT_PREVIEW_FILE = 'images/preview-default.png';

/**
 * GET /preview/{platform}.png: the latest generated social-preview image of a platform, or
 * the built-in default until one has been generated.
 */
export function registerPreviewImageRoutes(
  app: FastifyInstance,
  { db, clientDir }: Pick<AppServices, 'db' | 'clientDir'>,
): void {
  const fallback = clientDir ? readFileSync(path.join(clientDir, DEFAULT_PREVIEW_FILE)) : undefined;
  const fallbackEtag = fallback ? sha256Etag(fallback) : undefined;

  app.get<{ Params: { file: string } }>(
    '/preview/:file',
    { config: { public: true } },
    async (request, reply) => {
      const platform = request.params.file.replace(/\.png$/, '');
      if (!request.params.file.endsWith('.png') || !isSocialPlatform(platform)) {
        throw new AppError('not-found', 'Unknown preview image');
      }
      const stored = await readPreviewImage(db, platform);
      const png = stored?.png ?? fallback;
      const etag = stored?.etag ?? fallbackEtag;
      if (!png || !etag) {
        throw new AppError('not-found', 'No preview image yet');
      }
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300, must-revalidate');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('image/png').send(png);
    },
  );
}
