import type { FastifyInstance } from 'fastify';
import { registerApplicationRoutes } from './application-routes';
import { registerCalendarFeedRoutes } from './calendar-feed-routes';
import { registerCaptureRoutes } from './capture-routes';
import { registerDashboardRoutes } from './dashboard-routes';
import { registerDocumentRoutes } from './document-routes';
import { registerEventRoutes } from './event-routes';
import type { JobRouteDeps } from './job-route-deps';
import { registerParseUrlRoutes } from './parse-url-routes';

/** Job Application Tools (spec §2, §7): owner only, like every route the guard does not exempt (the calendar feed answers to its secret). */
export function registerJobRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  registerApplicationRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerParseUrlRoutes(app, deps);
  registerCalendarFeedRoutes(app, deps);
  registerCaptureRoutes(app, deps);
}
