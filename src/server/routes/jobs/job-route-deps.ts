import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services';
import { requirePrincipal } from '../../plugins/auth-guard';
import type { JobActor } from '../../services/jobs/job-application-service';

export type JobRouteDeps = Pick<AppServices, 'db' | 'config'>;

/** Who is acting: the owner's users.id (every query filters by it) and the request for the activity log. */
export function actorOf(request: FastifyRequest): JobActor {
  return { userId: requirePrincipal(request).userId, source: request };
}
