import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { resumeIdParamsSchema } from '../../../shared/api/resume-params';
import { tailoredResumeSchema } from '../../../shared/api/resume-tailored';
import { coverLetterEditSchema } from '../../../shared/resume/cover-letter';
import { formatAttachmentDisposition } from '../../platform/http/downloads';
import { requirePrincipal } from '../../plugins/auth-guard';
import {
  coverLetterFile,
  editCoverLetter,
  writeCoverLetter,
} from '../../services/resumes/cover-letter-service';
import { type ResumeRouteDeps, serviceDeps } from './resume-route-deps';

const errors = { 400: errorReplySchema, 404: errorReplySchema, 422: errorReplySchema };
const fileParamsSchema = resumeIdParamsSchema.extend({
  format: z.enum(['docx', 'pdf'], { error: 'Choose docx or pdf' }),
});

/** The cover letter of a tailored resume's application: write it, edit it, download it as Word or PDF. */
export function registerCoverLetterRoutes(app: FastifyInstance, deps: ResumeRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/resumes/:id/cover-letter',
    { schema: { params: resumeIdParamsSchema, response: { 200: tailoredResumeSchema, ...errors } } },
    async (request) =>
      writeCoverLetter(
        serviceDeps(deps, request),
        request,
        requirePrincipal(request).userId,
        request.params.id,
      ),
  );

  typed.put(
    '/api/resumes/:id/cover-letter',
    {
      schema: {
        params: resumeIdParamsSchema,
        body: coverLetterEditSchema,
        response: { 200: tailoredResumeSchema, ...errors },
      },
    },
    async (request) =>
      editCoverLetter(deps.db, request, requirePrincipal(request).userId, request.params.id, request.body),
  );

  typed.get(
    '/api/resumes/:id/cover-letter/:format',
    { schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const file = await coverLetterFile(
        deps.db,
        requirePrincipal(request).userId,
        request.params.id,
        request.params.format,
      );
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', formatAttachmentDisposition(file.fileName, file.fileName))
        .send(file.bytes);
    },
  );
}
