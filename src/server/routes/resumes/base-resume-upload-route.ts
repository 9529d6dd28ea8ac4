import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  baseResumeNameSchema,
  baseResumeSchema,
  uploadErrorReplySchema,
} from '../../../shared/api/resume-base';
import { formatMegabytes } from '../../../shared/text/format-megabytes';
import { AppError } from '../../platform/errors';
import { cleanText } from '../../platform/input-text';
import { requirePrincipal } from '../../plugins/auth-guard';
import { uploadBaseResume } from '../../services/resumes/base-resume-service';
import type { ResumeRouteDeps } from './resume-route-deps';

const FILE_FIELD = 'resume';

type Form = { name: string | null; file: { bytes: Buffer; fileName: string } | null };

async function readForm(request: FastifyRequest, maxBytes: number): Promise<Form> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported-type',
      'Send the resume as multipart/form-data with the fields "resume" and "name".',
    );
  const form: Form = { name: null, file: null };
  try {
    for await (const part of request.parts({
      limits: { files: 1, fields: 4, fieldSize: 4 * 1024, fileSize: maxBytes },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'name') form.name = cleanText(String(part.value));
      } else if (part.fieldname === FILE_FIELD && !form.file) {
        form.file = { bytes: await part.toBuffer(), fileName: cleanText(part.filename) };
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new AppError('too-large', `The resume is larger than the ${formatMegabytes(maxBytes)} limit.`);
    throw new AppError('bad-request', 'The upload could not be read; please try again.');
  }
  return form;
}

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
        const form = await readForm(request, deps.config.uploadMaxBytes);
        const name = baseResumeNameSchema.safeParse(form.name ?? '');
        if (!name.success)
          throw new AppError('bad-request', name.error.issues[0]?.message ?? 'Resume name is required', {
            name: name.error.issues.map((issue) => issue.message),
          });
        if (!form.file || form.file.bytes.length === 0)
          throw new AppError('bad-request', 'Choose a resume file to upload', {
            resume: ['Choose a resume file to upload'],
          });
        const created = await uploadBaseResume(deps.db, request, userId, { name: name.data, ...form.file });
        return reply.status(201).send(created);
      },
    );
  });
}
