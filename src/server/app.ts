import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Identify, registerAuthGuard } from './plugins/auth-guard';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { registerContactRoutes } from './routes/contacts/contact-routes';
import { registerCrawlerRoutes } from './routes/public/crawlers';
import { registerHealthRoutes } from './routes/public/health';
import { registerPreviewImageRoutes } from './routes/public/preview-images';
import { registerResumeDownloadRoutes } from './routes/public/resume-download';
import { createDeliveryWorker } from './services/contacts/delivery-worker';
import { createMailer } from './services/mail/create-mailer';
import type { Mailer } from './services/mail/mailer';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Folder of the built client; without it the server answers the API only (as under `npm run dev`). */
  clientDir?: string;
  /** Who is calling. Until sign-in is configured nobody is identified, so private routes answer 401. */
  identify?: Identify;
  logger?: FastifyServerOptions['logger'];
  /** Sends the owner's email; by default SMTP when SMTP_URL is set, else `.eml` files in the outbox. */
  mailer?: Mailer;
};

export type RegisteredRoute = { method: string; url: string; isPublic: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the default-deny audit and diagnostics. */
    registeredRoutes: RegisteredRoute[];
  }
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      registeredRoutes.push({ method, url: route.url, isPublic: route.config?.public === true });
    }
  });

  registerErrorHandler(app);
  registerAuthGuard(app, deps.identify ?? (async () => null));
  // Limits are opted into per route (`config.rateLimit`), so pages and assets stay unlimited.
  await app.register(rateLimit, { global: false });

  const deliveries = createDeliveryWorker({
    db: database.db,
    mailer: deps.mailer ?? createMailer(config),
    config,
    log: app.log.child({ module: 'contact-delivery' }),
  });
  app.addHook('onReady', async () => deliveries.start());
  app.addHook('onClose', async () => deliveries.stop());

  registerHealthRoutes(app, database);
  registerResumeDownloadRoutes(app);
  registerContactRoutes(app, { db: database.db, deliveries });
  registerCrawlerRoutes(app, config.publicUrl);
  registerPreviewImageRoutes(app, database.db, deps.clientDir);
  await registerClientApp(app, deps.clientDir, config.publicUrl);

  return app;
}
