import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { Identify, Principal } from '../../src/server/plugins/auth-guard';
import type { Mailer } from '../../src/server/services/mail/mailer';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

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

export async function createTestApp(
  options: { clientDir?: string; identify?: Identify; env?: Record<string, string>; mailer?: Mailer } = {},
): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-it-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env }, () => false);
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir,
    identify: options.identify ?? identifyByTestHeader,
    logger: false,
    mailer: options.mailer,
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
