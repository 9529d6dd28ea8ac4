import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services';
import type { ResumeServiceDeps } from '../../services/resumes/tailored-resume-service';

export type ResumeRouteDeps = Pick<AppServices, 'db' | 'config' | 'resumeWording'>;

/** The service's dependencies for one request: its log line carries the request id. */
export function serviceDeps(deps: ResumeRouteDeps, request: FastifyRequest): ResumeServiceDeps {
  return {
    db: deps.db,
    log: request.log,
    ...(deps.resumeWording ? { model: deps.resumeWording } : {}),
  };
}
