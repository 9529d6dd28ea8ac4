import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { pageQuerySchema } from '../../../shared/api/paging';
import {
  baseResumeListSchema,
  baseResumeSchema,
  defaultBaseResumeSchema,
} from '../../../shared/api/resume-base';
import { importJsonResumeBodySchema, jsonResumeSchema } from '../../../shared/api/resume-json';
import { resumeIdParamsSchema } from '../../../shared/api/resume-params';
import { parsedResumeSchema } from '../../../shared/resume/parsed-resume';
import { AppError } from '../../platform/errors';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { formatAttachmentDisposition } from '../../platform/http/downloads';
import { sendPage } from '../../platform/http/keyset-page';
import { requirePrincipal } from '../../plugins/auth-guard';
import { toJsonResume } from '../../resume/json-resume';
import { type ResumeFileFormat, writeResumeFile } from '../../resume/resume-files';
import { resumeFileName } from '../../resume/write-docx';
import { readBaseResumeFile } from '../../services/resumes/base-resume-file';
import {
  findBaseResumeRow,
  findPrimaryBaseResume,
  pageBaseResumes,
  toBaseResume,
} from '../../services/resumes/base-resume-repository';
import {
  correctBaseResume,
  deleteBaseResume,
  setPrimaryBaseResume,
} from '../../services/resumes/base-resume-service';
import { importJsonResume } from '../../services/resumes/json-resume-import';
import { loadContentResume } from '../../services/resumes/tailoring-base';
import type { ResumeRouteDeps } from './resume-route-deps';

const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;
const errors = { 400: errorReplySchema, 404: errorReplySchema };

function jsonFileName(name: string): string {
  return resumeFileName(name).replace(/\.docx$/, '.json');
}

/**
 * Base resumes: list, review, correct, make primary, delete, JSON Resume import and export, and
 * the reviewed resume written as Word or PDF.
 */
export function registerBaseResumeRoutes(app: FastifyInstance, deps: ResumeRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  typed.get(
    '/api/resumes/base',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: baseResumeListSchema, 400: errorReplySchema },
      },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) =>
      sendPage(request, reply, await pageBaseResumes(db, requirePrincipal(request).userId, request.query)),
  );

  typed.get(
    '/api/resumes/base/default',
    { schema: { response: { 200: defaultBaseResumeSchema } } },
    async (request) => ({
      source: 'site-content' as const,
      isInUse: (await findPrimaryBaseResume(db, requirePrincipal(request).userId)) === null,
      parsedContent: loadContentResume(),
    }),
  );

  typed.get(
    '/api/resumes/base/default/json-resume',
    { schema: { response: { 200: jsonResumeSchema } } },
    async (_request, reply) => {
      const resume = loadContentResume();
      reply.header(
        'Content-Disposition',
        formatAttachmentDisposition(jsonFileName(resume.name), jsonFileName(resume.name)),
      );
      return toJsonResume(resume);
    },
  );

  typed.get(
    '/api/resumes/base/:id',
    { schema: { params: resumeIdParamsSchema, response: { 200: baseResumeSchema, ...errors } } },
    async (request) => {
      const row = await findBaseResumeRow(db, requirePrincipal(request).userId, request.params.id);
      if (!row) throw new AppError('not-found', 'Base resume not found');
      return toBaseResume(row);
    },
  );

  typed.get(
    '/api/resumes/base/:id/file',
    { schema: { params: resumeIdParamsSchema } },
    async (request, reply) => {
      const file = await readBaseResumeFile(db, requirePrincipal(request).userId, request.params.id);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', formatAttachmentDisposition(file.fileName, file.fileName))
        .send(file.bytes);
    },
  );

  typed.get(
    '/api/resumes/base/:id/json-resume',
    {
      schema: {
        params: resumeIdParamsSchema,
        response: { 200: jsonResumeSchema, ...errors, 422: errorReplySchema },
      },
    },
    async (request, reply) => {
      const row = await findBaseResumeRow(db, requirePrincipal(request).userId, request.params.id);
      if (!row) throw new AppError('not-found', 'Base resume not found');
      const resume = toBaseResume(row).parsedContent;
      if (!resume)
        throw new AppError('unprocessable', 'This resume could not be read, so there is nothing to export.');
      reply.header(
        'Content-Disposition',
        formatAttachmentDisposition(jsonFileName(resume.name), jsonFileName(resume.name)),
      );
      return toJsonResume(resume);
    },
  );

  for (const format of ['docx', 'pdf'] as const satisfies ResumeFileFormat[]) {
    typed.get(
      `/api/resumes/base/:id/${format}`,
      { schema: { params: resumeIdParamsSchema } },
      async (request, reply) => {
        const row = await findBaseResumeRow(db, requirePrincipal(request).userId, request.params.id);
        if (!row) throw new AppError('not-found', 'Base resume not found');
        const base = toBaseResume(row);
        const resume = base.parsedContent;
        if (!resume)
          throw new AppError('unprocessable', 'This resume could not be read, so there is nothing to write.');
        const file = await writeResumeFile(resume, format, resumeFileName(resume.name), base.design);
        return reply
          .type(file.contentType)
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', formatAttachmentDisposition(file.fileName, file.fileName))
          .send(file.bytes);
      },
    );
  }

  typed.post(
    '/api/resumes/base/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: importJsonResumeBodySchema,
        response: { 201: baseResumeSchema, 400: errorReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await importJsonResume(db, request, requirePrincipal(request).userId, request.body)),
  );

  typed.put(
    '/api/resumes/base/:id/parsed',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        params: resumeIdParamsSchema,
        body: parsedResumeSchema,
        response: { 200: baseResumeSchema, ...errors },
      },
    },
    async (request) =>
      correctBaseResume(db, request, requirePrincipal(request).userId, request.params.id, request.body),
  );

  typed.patch(
    '/api/resumes/base/:id/activate',
    { schema: { params: resumeIdParamsSchema, response: { 200: baseResumeSchema, ...errors } } },
    async (request) => setPrimaryBaseResume(db, request, requirePrincipal(request).userId, request.params.id),
  );

  typed.delete(
    '/api/resumes/base/:id',
    { schema: { params: resumeIdParamsSchema, response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      await deleteBaseResume(db, request, requirePrincipal(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
