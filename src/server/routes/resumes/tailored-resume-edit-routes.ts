import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { baseResumeSchema } from '../../../shared/api/resume-base';
import { resumeIdParamsSchema } from '../../../shared/api/resume-params';
import {
  createdResumeSchema,
  pageCountBodySchema,
  pageCountSchema,
  tailoredResumeSchema,
} from '../../../shared/api/resume-tailored';
import { resumeDesignSchema } from '../../../shared/resume/layout/resume-design';
import { parsedResumeSchema } from '../../../shared/resume/parsed-resume';
import { requirePrincipal } from '../../plugins/auth-guard';
import { countResumePages } from '../../resume/write-pdf';
import { setBaseDesign, setTailoredDesign } from '../../services/resumes/resume-design-service';
import { retailorResume, saveTailoredEdits } from '../../services/resumes/tailored-resume-edits';
import { type ResumeRouteDeps, serviceDeps } from './resume-route-deps';

const BODY_LIMIT = 2 * 1024 * 1024;
const errors = { 400: errorReplySchema, 404: errorReplySchema, 422: errorReplySchema };

/**
 * What the owner does to a resume before downloading it: edit a tailored resume by hand, tailor it
 * again (their edits kept), choose the template of a tailored or base resume, and count the pages
 * the PDF would take in a template (the live preview asks as options change).
 */
export function registerTailoredResumeEditRoutes(app: FastifyInstance, deps: ResumeRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put(
    '/api/resumes/:id/content',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        params: resumeIdParamsSchema,
        body: parsedResumeSchema,
        response: { 200: tailoredResumeSchema, ...errors },
      },
    },
    async (request) =>
      saveTailoredEdits(deps, request, requirePrincipal(request).userId, request.params.id, request.body),
  );

  typed.post(
    '/api/resumes/:id/retailor',
    { schema: { params: resumeIdParamsSchema, response: { 200: createdResumeSchema, ...errors } } },
    async (request) =>
      retailorResume(
        serviceDeps(deps, request),
        request,
        requirePrincipal(request).userId,
        request.params.id,
      ),
  );

  typed.put(
    '/api/resumes/:id/design',
    {
      schema: {
        params: resumeIdParamsSchema,
        body: resumeDesignSchema,
        response: { 200: tailoredResumeSchema, ...errors },
      },
    },
    async (request) =>
      setTailoredDesign(deps.db, request, requirePrincipal(request).userId, request.params.id, request.body),
  );

  typed.put(
    '/api/resumes/base/:id/design',
    {
      schema: {
        params: resumeIdParamsSchema,
        body: resumeDesignSchema,
        response: { 200: baseResumeSchema, ...errors },
      },
    },
    async (request) =>
      setBaseDesign(deps.db, request, requirePrincipal(request).userId, request.params.id, request.body),
  );

  typed.post(
    '/api/resumes/page-count',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: pageCountBodySchema, response: { 200: pageCountSchema, 400: errorReplySchema } },
    },
    async (request) => ({ pages: await countResumePages(request.body.content, request.body.design) }),
  );
}
