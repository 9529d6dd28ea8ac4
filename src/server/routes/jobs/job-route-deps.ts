import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requirePrincipal } from '../../plugins/auth-guard';
import type { JobActor } from '../../services/jobs/job-application-service';

export type JobRouteDeps = { db: Db; config: Config };

/** Who is acting: the owner's users.id (every query filters by it) and the request for the activity log. */
export function actorOf(request: FastifyRequest): JobActor {
  return { userId: requirePrincipal(request).userId, source: request };
}
