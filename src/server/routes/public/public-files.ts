import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileIdParamsSchema } from '../../../shared/api/admin-files';
import type { AppServices } from '../../app-services';
import { AppError } from '../../platform/errors';
import { sendStoredFile } from '../../platform/http/send-file';
import { previewOf } from '../../services/files/file-preview';
import { readStoredFile } from '../../services/files/file-repository';

/**
 * GET /files/{id}: a managed file the owner marked public, for anyone. A private file answers
 * exactly like a missing one, so the route does not reveal which ids exist.
 */
export function registerPublicFileRoutes(app: FastifyInstance, { db }: Pick<AppServices, 'db'>): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/files/:id',
      { config: { public: true }, schema: { params: fileIdParamsSchema } },
      async (request, reply) => {
        const stored = await readStoredFile(db, request.params.id);
        if (!stored?.file.isPublic) throw new AppError('not-found', 'File not found');
        return sendStoredFile(
          reply,
          previewOf({ ...stored.file, bytes: stored.bytes }),
          'preview',
          'public, max-age=300',
        );
      },
    );
}
