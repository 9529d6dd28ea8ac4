import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { pageQuerySchema } from '../../../shared/api/paging';
import { resumeAnalysisSchema } from '../../../shared/api/resume-analysis';
import { jsonResumeSchema } from '../../../shared/api/resume-json';
import {
  createResumeParamsSchema,
  resumeIdParamsSchema,
  resumeJobParamsSchema,
} from '../../../shared/api/resume-params';
import {
  createdResumeSchema,
  enhancedResumeSchema,
  resumeStatsQuerySchema,
  resumeStatsSchema,
  tailoredResumeListSchema,
} from '../../../shared/api/resume-tailored';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { DOCX_CONTENT_TYPE, formatAttachmentDisposition } from '../../platform/http/downloads';
import { sendPage } from '../../platform/http/keyset-page';
import { requirePrincipal } from '../../plugins/auth-guard';
import { toJsonResume } from '../../resume/json-resume';
import { writeResumeFile } from '../../resume/resume-files';
import { deleteTailoredResume } from '../../services/resumes/tailored-resume-removal';
import { countTailoredResumes, pageTailoredResumes } from '../../services/resumes/tailored-resume-repository';
import {
  analyseTailoredResume,
  createTailoredResume,
  downloadTailoredResume,
  enhanceTailoredResume,
  findTailoredResume,
} from '../../services/resumes/tailored-resume-service';
import { type ResumeRouteDeps, serviceDeps } from './resume-route-deps';

const errors = { 400: errorReplySchema, 404: errorReplySchema, 422: errorReplySchema };

/** Tailored resumes (§7): list (paged) and its counts, create from an application, analyse, enhance, download (Word or PDF), delete. */
export function registerTailoredResumeRoutes(app: FastifyInstance, deps: ResumeRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/resumes',
    {
      schema: {
        querystring: pageQuerySchema,
        response: { 200: tailoredResumeListSchema, 400: errorReplySchema },
      },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await pageTailoredResumes(deps.db, requirePrincipal(request).userId, request.query),
      ),
  );

  typed.get(
    '/api/resumes/stats',
    {
      schema: {
        querystring: resumeStatsQuerySchema,
        response: { 200: resumeStatsSchema, 400: errorReplySchema },
      },
    },
    async (request) =>
      countTailoredResumes(deps.db, requirePrincipal(request).userId, new Date(request.query.since)),
  );

  typed.post(
    '/api/resumes/create/:jobApplicationId',
    { schema: { params: createResumeParamsSchema, response: { 201: createdResumeSchema, ...errors } } },
    async (request, reply) => {
      const { userId } = requirePrincipal(request);
      const created = await createTailoredResume(
        serviceDeps(deps, request),
        request,
        userId,
        request.params.jobApplicationId,
      );
      return reply.status(201).send(created);
    },
  );

  typed.post(
    '/api/resumes/analyze/:resumeId/:jobApplicationId',
    { schema: { params: resumeJobParamsSchema, response: { 200: resumeAnalysisSchema, ...errors } } },
    async (request) => {
      const { resumeId, jobApplicationId } = request.params;
      return analyseTailoredResume(
        serviceDeps(deps, request),
        requirePrincipal(request).userId,
        resumeId,
        jobApplicationId,
      );
    },
  );

  typed.post(
    '/api/resumes/enhance/:resumeId/:jobApplicationId',
    { schema: { params: resumeJobParamsSchema, response: { 200: enhancedResumeSchema, ...errors } } },
    async (request) => {
      const { resumeId, jobApplicationId } = request.params;
      return enhanceTailoredResume(
        serviceDeps(deps, request),
        request,
        requirePrincipal(request).userId,
        resumeId,
        jobApplicationId,
      );
    },
  );

  typed.get(
    '/api/resumes/:id/download',
    { schema: { params: resumeIdParamsSchema } },
    async (request, reply) => {
      const file = await downloadTailoredResume(deps.db, requirePrincipal(request).userId, request.params.id);
      return reply
        .type(DOCX_CONTENT_TYPE)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', formatAttachmentDisposition(file.fileName, file.fileName))
        .send(file.bytes);
    },
  );

  typed.get('/api/resumes/:id/pdf', { schema: { params: resumeIdParamsSchema } }, async (request, reply) => {
    const { resume, content } = await findTailoredResume(
      deps.db,
      requirePrincipal(request).userId,
      request.params.id,
    );
    const file = await writeResumeFile(content, 'pdf', resume.fileName ?? 'resume.docx', resume.design);
    return reply
      .type(file.contentType)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', formatAttachmentDisposition(file.fileName, file.fileName))
      .send(file.bytes);
  });

  typed.get(
    '/api/resumes/:id/json-resume',
    { schema: { params: resumeIdParamsSchema, response: { 200: jsonResumeSchema, ...errors } } },
    async (request, reply) => {
      const { resume, content } = await findTailoredResume(
        deps.db,
        requirePrincipal(request).userId,
        request.params.id,
      );
      const name = (resume.fileName ?? 'resume.docx').replace(/\.docx$/, '.json');
      reply.header('Content-Disposition', formatAttachmentDisposition(name, name));
      return toJsonResume(content);
    },
  );

  typed.delete(
    '/api/resumes/:id',
    { schema: { params: resumeIdParamsSchema, response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      await deleteTailoredResume(deps.db, request, requirePrincipal(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
