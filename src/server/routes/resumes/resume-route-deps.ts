import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ModelClient } from '../../platform/model-client';
import type { ResumeServiceDeps } from '../../services/resumes/tailored-resume-service';

export type ResumeRouteDeps = {
  db: Db;
  config: Config;
  modelClient?: ModelClient;
  /** Overrides the wording's own time limit (tests shorten it). */
  modelTimeoutMs?: number;
};

/** The service's dependencies for one request: the model server only when one is configured. */
export function serviceDeps(deps: ResumeRouteDeps, request: FastifyRequest): ResumeServiceDeps {
  return {
    db: deps.db,
    log: request.log,
    ...(deps.modelClient ? { model: { client: deps.modelClient, timeoutMs: deps.modelTimeoutMs } } : {}),
  };
}
