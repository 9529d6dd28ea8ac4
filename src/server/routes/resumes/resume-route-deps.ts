import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ResumeServiceDeps } from '../../services/resumes/tailored-resume-service';

export type ResumeRouteDeps = { db: Db; config: Config; modelTimeoutMs?: number };

/** The service's dependencies for one request: the model server only when LLM_BASE_URL is set. */
export function serviceDeps(deps: ResumeRouteDeps, request: FastifyRequest): ResumeServiceDeps {
  const { config } = deps;
  return {
    db: deps.db,
    log: request.log,
    ...(config.LLM_BASE_URL && config.LLM_MODEL
      ? {
          model: {
            baseUrl: config.LLM_BASE_URL,
            model: config.LLM_MODEL,
            apiKey: config.LLM_API_KEY,
            timeoutMs: deps.modelTimeoutMs,
          },
        }
      : {}),
  };
}
