import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createLoggerOptions } from '../../src/server/platform/log-options';
import type { Mailer } from '../../src/server/platform/mail/mailer';
import type { Identify, Principal } from '../../src/server/plugins/auth-guard';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import {
  ensureLocalOwner,
  findAdminByIdentifier,
  syncLocalUser,
} from '../../src/server/services/auth/local-accounts';
import { createSession, type SessionData } from '../../src/server/services/auth/session-store';
import { upsertUserProfile } from '../../src/server/services/auth/user-profiles';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The APP_SECRET the app was built with. */
  secret: string;
  /** True when callers are identified by the real session cookie (`identify: 'sessions'`). */
  usesSessions: boolean;
  close: () => Promise<void>;
};

export const TEST_APP_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export const ownerPrincipal: Principal = { userId: 'owner-1', email: 'owner@example.com', isOwner: true };
export const strangerPrincipal: Principal = {
  userId: 'stranger-1',
  email: 'someone@example.org',
  isOwner: false,
};

/** Identifies callers by an `x-test-as: owner | stranger` header, so one app serves every role. */
export const identifyByTestHeader: Identify = async (request) => {
  const as = request.headers['x-test-as'];
  if (as === 'owner') return ownerPrincipal;
  if (as === 'stranger') return strangerPrincipal;
  return null;
};

export type TestAppOptions = {
  clientDir?: string;
  /**
   * Who is calling: by default the `x-test-as` header double; 'sessions' uses the app's real
   * identification (session cookie, admin token), as the server does.
   */
  identify?: Identify | 'sessions';
  env?: Record<string, string>;
  mailer?: Mailer;
  secret?: string;
  /** Shortens the model server's time limit (chat: LLM_TIMEOUT_MS, 8 s by default; resume wording: 20 s). */
  modelTimeoutMs?: number;
  /** Receives the server's log lines (at debug level) instead of silence. */
  logStream?: { write(line: string): void };
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-it-'));
  // Chromium only when the test names it (and it is there): never the machine's by default.
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env },
    (file) => file === options.env?.CHROMIUM_PATH && existsSync(file),
  );
  const secret = options.secret ?? TEST_APP_SECRET;
  const usesSessions = options.identify === 'sessions';
  const app = await buildApp({
    config,
    database,
    secret,
    clientDir: options.clientDir,
    logger: options.logStream ? createLoggerOptions('debug', options.logStream) : false,
    modelTimeoutMs: options.modelTimeoutMs,
    overrides: {
      ...(usesSessions
        ? {}
        : { identify: typeof options.identify === 'function' ? options.identify : identifyByTestHeader }),
      ...(options.mailer ? { mailer: options.mailer } : {}),
    },
  });
  return {
    app,
    database,
    config,
    secret,
    usesSessions,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type OwnerSession = {
  /** `sid=…`, for the Cookie header. */
  cookie: string;
  /** Cookie plus a same-origin Origin, enough for any owner request including POST, PUT and DELETE. */
  headers: { cookie: string; origin: string };
  userId: string;
};

/**
 * Signs the owner in by writing a session row directly (no password check, no sign-in
 * activity row), for tests about something else. Needs `createTestApp({ identify: 'sessions' })`.
 * In local mode the owner account is created on first use, as the first start does; the
 * returned userId is a real `users.id`, so job data can reference it.
 */
export async function signInAsOwner(test: TestApp): Promise<OwnerSession> {
  if (!test.usesSessions) throw new Error("signInAsOwner needs createTestApp({ identify: 'sessions' })");
  const { db } = test.database;
  let data: SessionData;
  if (test.config.modes.signIn === 'local') {
    const { username } = await ensureLocalOwner(db, {
      ...test.config,
      OWNER_PASSWORD: 'owner-password-for-tests',
    });
    const admin = await findAdminByIdentifier(db, username);
    if (!admin) throw new Error('the local owner account was not created');
    const userId = await syncLocalUser(db, admin);
    data = {
      userId,
      method: 'local',
      adminUserId: admin.id,
      email: admin.email,
      signedInAt: new Date().toISOString(),
    };
  } else {
    const email = test.config.OWNER_EMAILS[0];
    if (!email) throw new Error('OWNER_EMAILS is empty');
    const userId = await upsertUserProfile(db, `test-issuer|${email}`, {
      email,
      firstName: 'Test',
      lastName: 'Owner',
      profileImageUrl: null,
    });
    data = { userId, method: 'oidc', adminUserId: null, email, signedInAt: new Date().toISOString() };
  }
  const { token } = await createSession(db, data);
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(test.app.signCookie(token))}`;
  return { cookie, headers: { cookie, origin: test.config.publicUrl }, userId: data.userId };
}
