import type { FastifyInstance } from 'fastify';
import { registerBaseResumeRoutes } from './base-resume-routes';
import { registerBaseResumeUploadRoute } from './base-resume-upload-route';
import { registerCoverLetterRoutes } from './cover-letter-routes';
import type { ResumeRouteDeps } from './resume-route-deps';
import { registerTailoredResumeEditRoutes } from './tailored-resume-edit-routes';
import { registerTailoredResumeRoutes } from './tailored-resume-routes';

/** Every /api/resumes route; all private (the default-deny guard applies). */
export async function registerResumeRoutes(app: FastifyInstance, deps: ResumeRouteDeps): Promise<void> {
  registerBaseResumeRoutes(app, deps);
  registerTailoredResumeRoutes(app, deps);
  registerTailoredResumeEditRoutes(app, deps);
  registerCoverLetterRoutes(app, deps);
  await registerBaseResumeUploadRoute(app, deps);
}
