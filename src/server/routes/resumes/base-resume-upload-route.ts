import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  baseResumeNameSchema,
  baseResumeSchema,
  uploadErrorReplySchema,
} from '../../../shared/api/resume-base';
import { formatMegabytes } from '../../../shared/text/format-megabytes';
import { AppError } from '../../platform/errors';
import { readMultipartForm } from '../../platform/http/multipart';
import { requirePrincipal } from '../../plugins/auth-guard';
import { uploadBaseResume } from '../../services/resumes/base-resume-service';
import type { ResumeRouteDeps } from './resume-route-deps';

const FILE_FIELD = 'resume';

/**
 * POST /api/resumes/base/upload (multipart: resume, name). Multipart parsing is registered in
 * this scope only, since the admin tools register their own. Errors carry an `error` field, the
 * one the page shows (§8).
 */
export async function registerBaseResumeUploadRoute(
  app: FastifyInstance,
  deps: ResumeRouteDeps,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.config.uploadMaxBytes, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/resumes/base/upload',
      {
        config: { errorAsErrorField: true },
        schema: {
          response: {
            201: baseResumeSchema,
            400: uploadErrorReplySchema,
            413: uploadErrorReplySchema,
            415: uploadErrorReplySchema,
            422: uploadErrorReplySchema,
          },
        },
      },
      async (request, reply) => {
        const { userId } = requirePrincipal(request);
        const form = await readMultipartForm(request, {
          fileField: FILE_FIELD,
          maxFileBytes: deps.config.uploadMaxBytes,
          tooLargeMessage: `The resume is larger than the ${formatMegabytes(deps.config.uploadMaxBytes)} limit.`,
          notMultipartMessage: 'Send the resume as multipart/form-data with the fields "resume" and "name".',
          maxFields: 4,
        });
        const name = baseResumeNameSchema.safeParse(form.fields.name ?? '');
        if (!name.success)
          throw new AppError('bad-request', name.error.issues[0]?.message ?? 'Resume name is required', {
            name: name.error.issues.map((issue) => issue.message),
          });
        if (!form.file)
          throw new AppError('bad-request', 'Choose a resume file to upload', {
            resume: ['Choose a resume file to upload'],
          });
        // A file was chosen but holds nothing (a failed export, a placeholder): say so, not "choose one".
        if (form.file.bytes.length === 0) {
          const message = `"${form.file.fileName}" is empty (0 bytes). Export or save the resume again, then choose the new file.`;
          throw new AppError('bad-request', message, { resume: [message] });
        }
        const created = await uploadBaseResume(deps.db, request, userId, { name: name.data, ...form.file });
        return reply.status(201).send(created);
      },
    );
  });
}
