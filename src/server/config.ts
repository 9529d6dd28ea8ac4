import { existsSync } from 'node:fs';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { isTimeZone } from '../shared/text/time-zone';

/**
 * The only reader of the environment. Every setting has a default so `npm start` works
 * with nothing configured; a bad value stops startup with one line naming the variable.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const optionalUrl = (protocols: readonly string[], label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})`,
      )
      .optional(),
  );

/** Addresses as mail clients write them: `a@example.com` or `Alex Morgan <a@example.com>`, comma-separated. */
const readAddresses = (value: string) => addressparser(value, { flatten: true });
const isEmail = (value: string) => z.email().safeParse(value).success;

const emailList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      readAddresses(value ?? '')
        .map((entry) => (entry.address || entry.name).trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.email('must be a comma-separated list of email addresses (a@example.com or Name <a@example.com>)'),
      ),
    ),
);

/** One mailbox, bare or named; kept as written, since nodemailer reads both forms. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const entries = readAddresses(value);
    return entries.length === 1 && isEmail(entries[0]?.address ?? '');
  }, 'must be one email address, such as a@example.com or Name <a@example.com>');

const originList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((value) => {
          try {
            const url = new URL(value);
            return (
              (url.protocol === 'http:' || url.protocol === 'https:') &&
              url.origin === value.replace(/\/$/, '')
            );
          } catch {
            return false;
          }
        }, 'must be a comma-separated list of origins such as https://www.example.com'),
      ),
    ),
);

/** A whole number of milliseconds within bounds, with its default. */
function milliseconds(min: number, max: number, fallback: number) {
  return z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );
}

const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value): boolean | string | ((address: string, hop: number) => boolean) => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true') return true;
      // A number trusts that many proxy hops in front of the server.
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        return (_address, hop) => hop < hops;
      }
      return value;
    }),
);

export const envSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number from 0 to 65535' })
        .int('must be a whole number from 0 to 65535')
        .min(0, 'must be a whole number from 0 to 65535')
        .max(65535, 'must be a whole number from 0 to 65535')
        .default(5000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().trim().default('0.0.0.0')),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
    ALLOWED_ORIGINS: originList,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)').optional(),
    ),
    OWNER_USERNAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-zA-Z0-9._-]{3,64}$/, 'must be 3-64 letters, digits, dots, dashes or underscores')
        .default('owner'),
    ),
    OWNER_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    OWNER_EMAILS: emailList,
    OIDC_ISSUER_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'SMTP'),
    MAIL_FROM: z.preprocess(emptyToUndefined, mailbox.default('Portfolio <no-reply@localhost>')),
    MAIL_TO: z.preprocess(emptyToUndefined, mailbox.optional()),
    // The daily email of next steps due (24-hour time in TZ); unset, no digest is sent.
    FOLLOW_UP_DIGEST_AT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 07:30')
        .optional(),
    ),
    // Days the chat-question log and the visitor counts are kept; older rows are deleted daily.
    INSIGHTS_RETENTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of days' })
        .int('must be a whole number of days')
        .min(1, 'must be at least 1')
        .max(3650, 'must be at most 3650')
        .default(90),
    ),
    LLM_BASE_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    // A model server that has not finished answering by then is treated as down for that question.
    LLM_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100')
        .max(120_000, 'must be at most 120000')
        .default(8_000),
    ),
    // A model server that has sent no text by then is skipped for that chat question: the visitor
    // gets the offline answer, which is worked out first, instead of waiting for the model.
    LLM_FIRST_TOKEN_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100')
        .max(120_000, 'must be at most 120000')
        .default(2_000),
    ),
    CHROMIUM_PATH: optionalString,
    TZ: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles')
        .optional(),
    ),
    UPLOAD_MAX_MB: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of megabytes' })
        .positive('must be a positive number of megabytes')
        .max(1024, 'must be at most 1024')
        .default(25),
    ),
    TRUST_PROXY: trustProxy,
    // Connection limits (docs/decisions/0091): a client that sends its headers or its body too
    // slowly is cut off, so slow connections cannot pile up; idle keep-alive outlasts a load
    // balancer's usual 60 s so it never reuses a connection the server just closed.
    HEADERS_TIMEOUT_MS: milliseconds(1_000, 120_000, 10_000),
    REQUEST_TIMEOUT_MS: milliseconds(1_000, 3_600_000, 120_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(1_000, 600_000, 72_000),
    // Tests only: lets the job-posting import fetch pages from loopback fixture servers.
    // Every other private, link-local and metadata address stays refused either way.
    ALLOW_LOOPBACK_FETCH: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER_URL is set',
      });
    }
    if (env.OIDC_ISSUER_URL && env.OWNER_EMAILS.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['OWNER_EMAILS'],
        message: 'must list the owner email address(es) when OIDC_ISSUER_URL is set',
      });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: `must not be longer than REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Modes = {
  database: 'postgres' | 'pglite';
  signIn: 'oidc' | 'local';
  email: 'smtp' | 'outbox';
  model: 'openai-compatible' | 'offline';
  screenshots: 'chromium' | 'card';
};

export type Config = Env & {
  dataDir: string;
  publicUrl: string;
  chromiumPath: string | undefined;
  uploadMaxBytes: number;
  timeZone: string;
  modes: Modes;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * A `.env` file in the working directory, when there is one, fills in what the environment does not
 * set (the environment wins). Returns the file read, for the startup banner.
 */
export function readEnvFile(file = path.resolve('.env')): string | null {
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  fileExists: (file: string) => boolean = existsSync,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = env[name];
        const shown =
          raw === undefined || /SECRET|PASSWORD|KEY|DATABASE_URL|SMTP_URL/.test(name)
            ? ''
            : ` (got "${raw}")`;
        return `Invalid configuration: ${name} ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  // A CHROMIUM_PATH with no program there means cards, said so, not a "chromium" mode that always
  // falls back; the startup checks name the path as unreachable.
  const chromiumCandidate = values.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  const chromiumPath = fileExists(chromiumCandidate) ? chromiumCandidate : undefined;
  const port = values.PORT;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    chromiumPath,
    uploadMaxBytes: Math.floor(values.UPLOAD_MAX_MB * 1024 * 1024),
    timeZone: values.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    modes: {
      database: values.DATABASE_URL ? 'postgres' : 'pglite',
      signIn: values.OIDC_ISSUER_URL ? 'oidc' : 'local',
      email: values.SMTP_URL ? 'smtp' : 'outbox',
      model: values.LLM_BASE_URL ? 'openai-compatible' : 'offline',
      screenshots: chromiumPath ? 'chromium' : 'card',
    },
  };
}
