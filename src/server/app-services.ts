import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { siteContent } from '../../content';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { deriveKey } from './lib/app-secret';
import { createConfiguredModelClient } from './platform/configured-model-client';
import { createMailer } from './platform/mail/create-mailer';
import type { Mailer } from './platform/mail/mailer';
import type { ModelClient } from './platform/model-client';
import type { Identify } from './plugins/auth-guard';
import type { SessionCookies } from './plugins/session';
import { type Analytics, createAnalytics } from './services/analytics/analytics-service';
import type { Assistant } from './services/assistant/assistant';
import { createAssistant } from './services/assistant/create-assistant';
import { createIdentify } from './services/auth/identify';
import { createOidcClient, OIDC_CALLBACK_PATH, type OidcClient } from './services/auth/oidc-client';
import { createDeliveryWorker, type DeliveryWorker } from './services/contacts/delivery-worker';
import { createBlogImageLoader, type LoadBlogImage } from './services/files/blog-images';
import { type AdapterHealth, createAdapterHealth } from './services/health/adapter-health';
import {
  createFollowUpDigestSchedule,
  type FollowUpDigestSchedule,
} from './services/jobs/follow-up-digest-schedule';
import { createPreviewService, type PreviewService } from './services/previews/preview-service';
import { createQuestionLog, type QuestionLog } from './services/questions/question-log';
import type { ModelWordingOptions } from './services/resumes/model-wording';
import { createRetentionWorker, type RetentionWorker } from './services/retention/retention-worker';

/**
 * Everything the routes use, built once by the composition root. Every route registrar takes
 * `(app, services)` and declares the part it reads as a `Pick<AppServices, …>`, so a test can
 * override one service through buildApp's options without a one-off option per route.
 */
export type AppServices = {
  config: Config;
  database: Database;
  db: Db;
  secret: string;
  clientDir: string | undefined;
  sessions: SessionCookies;
  identify: Identify;
  /** HMAC key of admin tokens, derived from APP_SECRET. */
  tokenKey: Buffer;
  /** Encrypts stored certificate private keys, derived from APP_SECRET. */
  certificateKey: Buffer;
  /** The OpenID Connect client when sign-in is by an identity provider; null for the local password. */
  oidcClient: OidcClient | null;
  deliveries: DeliveryWorker;
  modelClient: ModelClient | undefined;
  /** The resume wording's model server and time limit, when one is configured. */
  resumeWording: Omit<ModelWordingOptions, 'log'> | undefined;
  assistant: Assistant;
  previews: PreviewService;
  mailer: Mailer;
  /** The optional daily email of due follow-ups (FOLLOW_UP_DIGEST_AT). */
  followUpDigest: FollowUpDigestSchedule;
  /** Which configured outside services answer: named at startup and in /healthz. */
  adapterHealth: AdapterHealth;
  /** The blog article's images, for the Word export. */
  blogImages: LoadBlogImage;
  /** Cookie-less visitor counts (docs/decisions/0122). */
  analytics: Analytics;
  /** What visitors ask the assistant, without who asked (docs/decisions/0121). */
  questions: QuestionLog;
  /** Deletes questions and counts older than INSIGHTS_RETENTION_DAYS. */
  retention: RetentionWorker;
};

export type ServiceInputs = {
  config: Config;
  database: Database;
  secret: string;
  clientDir?: string;
  sessions: SessionCookies;
  modelTimeoutMs?: number;
  /**
   * Services to use instead of the ones built here (tests: a fake identity, a capturing mailer).
   * The others are built around them: deliveries send through an overriding mailer.
   */
  overrides?: Partial<AppServices>;
};

export function createServices(app: FastifyInstance, inputs: ServiceInputs): AppServices {
  const { config, database } = inputs;
  const overrides = inputs.overrides ?? {};
  const mailer = overrides.mailer ?? createMailer(config);
  const tokenKey = deriveKey(inputs.secret, 'admin-token');
  const modelClient = createConfiguredModelClient(
    config,
    app.log.child({ module: 'model-client' }),
    inputs.modelTimeoutMs,
  );
  // Without a built client (`npm run dev` serves it through Vite) the images come from the source.
  const blogImages = createBlogImageLoader([
    ...(inputs.clientDir ? [inputs.clientDir] : []),
    path.resolve('src/client/public'),
  ]);
  return {
    config,
    database,
    db: database.db,
    secret: inputs.secret,
    clientDir: inputs.clientDir,
    sessions: inputs.sessions,
    identify: createIdentify({ db: database.db, config, sessions: inputs.sessions, tokenKey }),
    tokenKey,
    certificateKey: deriveKey(inputs.secret, 'certificate-secrets'),
    oidcClient:
      config.modes.signIn === 'oidc'
        ? createOidcClient({
            issuerUrl: config.OIDC_ISSUER_URL ?? '',
            clientId: config.OIDC_CLIENT_ID ?? '',
            clientSecret: config.OIDC_CLIENT_SECRET,
            redirectUri: `${config.publicUrl}${OIDC_CALLBACK_PATH}`,
          })
        : null,
    deliveries: createDeliveryWorker({
      db: database.db,
      mailer,
      config,
      log: app.log.child({ module: 'contact-delivery' }),
    }),
    modelClient,
    resumeWording: modelClient ? { client: modelClient, timeoutMs: inputs.modelTimeoutMs } : undefined,
    assistant: createAssistant({
      content: siteContent,
      log: app.log.child({ module: 'assistant' }),
      modelClient,
      firstTokenMs: config.LLM_FIRST_TOKEN_MS,
    }),
    previews: createPreviewService({
      database,
      config,
      log: app.log.child({ module: 'previews' }),
      loadImage: overrides.blogImages ?? blogImages,
    }),
    mailer,
    followUpDigest: createFollowUpDigestSchedule({
      database,
      mailer,
      config,
      at: config.FOLLOW_UP_DIGEST_AT,
      log: app.log.child({ module: 'follow-up-digest' }),
    }),
    adapterHealth: createAdapterHealth(config),
    blogImages,
    analytics: createAnalytics({ db: database.db, config, log: app.log.child({ module: 'analytics' }) }),
    questions: createQuestionLog({
      db: database.db,
      log: app.log.child({ module: 'chat-questions' }),
      retentionDays: config.INSIGHTS_RETENTION_DAYS,
    }),
    retention: createRetentionWorker({
      db: database.db,
      config,
      log: app.log.child({ module: 'retention' }),
    }),
    ...overrides,
  };
}
