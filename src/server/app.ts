import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type AppServices, createServices } from './app-services';
import type { Config } from './config';
import type { Database } from './db/client';
import { serverTimeouts } from './platform/http/server-timeouts';
import { createLoggerOptions, SiteLogController } from './platform/log-options';
import { registerAuthGuard } from './plugins/auth-guard';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputCleaning } from './plugins/input-cleaning';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions, SESSION_COOKIE } from './plugins/session';
import { registerAuthRoutes } from './routes/auth/auth-routes';
import { registerContactRoutes } from './routes/contacts/contact-routes';
import { registerInsightRoutes } from './routes/insights/insight-routes';
import { registerJobRoutes } from './routes/jobs/job-routes';
import { registerChatRoutes } from './routes/public/chat';
import { registerCrawlerRoutes } from './routes/public/crawlers';
import { registerHealthRoutes } from './routes/public/health';
import { registerPreviewImageRoutes } from './routes/public/preview-images';
import { registerPublicFileRoutes } from './routes/public/public-files';
import { registerResumeDownloadRoutes } from './routes/public/resume-download';
import { registerResumeRoutes } from './routes/resumes/resume-routes';
import { registerAdminSessionRoute } from './routes/tools/admin-session-route';
import { registerAdminTools } from './routes/tools/admin-tools';
import type { AdapterHealth } from './services/health/adapter-health';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Folder of the built client; without it the server answers the API only (as under `npm run dev`). */
  clientDir?: string;
  /** APP_SECRET, or the one generated into DATA_DIR (lib/app-secret): signs cookies and admin tokens. */
  secret: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Services to use instead of the ones the composition root builds (app-services.ts): tests
   * replace who is calling (`identify`), the mailer or the adapter checks this way.
   */
  overrides?: Partial<AppServices>;
  /** Overrides the model server's time limit (chat: LLM_TIMEOUT_MS; resume wording: 20 s); tests shorten it. */
  modelTimeoutMs?: number;
};

export type RegisteredRoute = { method: string; url: string; readonly isPublic: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the default-deny audit and diagnostics. */
    registeredRoutes: RegisteredRoute[];
    /** Which configured outside services answer: named at startup and in /healthz. */
    adapterHealth: AdapterHealth;
  }
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...serverTimeouts(config),
    logger: deps.logger ?? createLoggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    logController: new SiteLogController(),
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Error replies are built by the one error handler in one shape; checking them against a
  // route's own reply schema could only turn a refusal into a serialisation failure (a 500).
  app.setSerializerCompiler<Parameters<typeof zodSerializerCompiler>[0]['schema']>((route) =>
    /^[45]/.test(String(route.httpStatus))
      ? (data: unknown) => JSON.stringify(data)
      : zodSerializerCompiler(route),
  );

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read when asked: a scope's own onRoute hook (the static files) may declare the route
      // public after this one has run.
      registeredRoutes.push({
        method,
        url: route.url,
        get isPublic() {
          return route.config?.public === true;
        },
      });
    }
  });

  registerErrorHandler(app);
  // Order matters: headers on every reply, then the session cookie, the origin check, the guard.
  registerSecurityHeaders(app, {
    clientDir: deps.clientDir,
    publicUrl: config.publicUrl,
    oidcIssuerUrl: config.OIDC_ISSUER_URL,
  });
  const sessions = await registerSessions(app, {
    db: database.db,
    secret: deps.secret,
    publicUrl: config.publicUrl,
    cacheReads: database.kind === 'pglite',
  });
  registerSameOriginCheck(app, {
    policy: {
      publicUrl: config.publicUrl,
      isPublicUrlConfigured: config.PUBLIC_URL !== undefined,
      allowedOrigins: config.ALLOWED_ORIGINS,
      boundPort: () => {
        const address = app.server.address();
        return typeof address === 'object' && address ? address.port : null;
      },
    },
    sessionCookie: SESSION_COOKIE,
  });
  const services = createServices(app, { ...deps, sessions });
  registerAuthGuard(app, services.identify);
  registerInputCleaning(app);
  // Limits are opted into per route (`config.rateLimit`), so pages and assets stay unlimited.
  await app.register(rateLimit, { global: false });

  app.addHook('onReady', async () => {
    services.deliveries.start();
    services.previews.start();
    services.followUpDigest.start();
    services.retention.start();
  });
  app.addHook('onClose', async () => {
    await services.deliveries.stop();
    await services.previews.stop();
    await services.followUpDigest.stop();
    await services.retention.stop();
    await Promise.all([services.analytics.settle(), services.questions.settle()]);
  });
  app.decorate('adapterHealth', services.adapterHealth);

  registerHealthRoutes(app, services);
  await registerAuthRoutes(app, services);
  registerAdminSessionRoute(app, services);
  registerResumeDownloadRoutes(app, services);
  registerContactRoutes(app, services);
  registerChatRoutes(app, services);
  await registerInsightRoutes(app, services);
  registerJobRoutes(app, services);
  await registerResumeRoutes(app, services);
  registerCrawlerRoutes(app, services);
  await registerAdminTools(app, services);
  registerPublicFileRoutes(app, services);
  registerPreviewImageRoutes(app, services);
  registerClientApp(app, deps.clientDir, config.publicUrl);

  return app;
}
