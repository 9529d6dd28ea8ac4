import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { applyMigrations } from './db/migrate';
import { loadAppSecret } from './lib/app-secret';
import { createLoggerOptions } from './platform/log-options';
import { type EnsuredOwner, ensureLocalOwner } from './services/auth/local-accounts';
import { fail, loadConfigOrExit, openConfiguredDatabaseOrExit } from './startup';
import { describeStartup } from './startup-banner';

/** Long enough for a running preview generation to finish; a hung shutdown still ends. */
const SHUTDOWN_DEADLINE_MS = 30_000;

async function main() {
  const config = loadConfigOrExit();
  const apiOnly = process.argv.includes('--api-only');
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  if (!apiOnly && !existsSync(path.join(clientDir, 'index.html'))) {
    fail('The client build is missing. Run `npm run build` (or just `npm start`, which builds when needed).');
  }

  const { database, release } = await openConfiguredDatabaseOrExit(config);
  try {
    await applyMigrations(database);
  } catch (error) {
    fail(`Database migration failed: ${(error as Error).message}`);
  }

  let secret: string;
  try {
    secret = loadAppSecret(config).secret;
  } catch (error) {
    fail(`Cannot read or create the app secret: ${(error as Error).message}`);
  }
  const owner = config.modes.signIn === 'local' ? await ensureLocalOwner(database.db, config) : null;

  // Written asynchronously, so a burst of log lines never holds up a request; flushed on shutdown.
  const logDestination = pino.destination({ dest: 1, sync: false });
  const app = await buildApp({
    config,
    database,
    secret,
    clientDir: apiOnly ? undefined : clientDir,
    logger: createLoggerOptions(config.LOG_LEVEL, logDestination),
  });

  // Listening before these are in place would leave a window in which SIGTERM kills the process
  // outright, without closing the database.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      process.stderr.write(`Shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting.\n`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Fastify's close stops accepting connections and waits for in-flight requests.
    await app.close();
    await database.close();
    release();
    logDestination.flushSync();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await listenOrExit(app, config, database, owner);
}

async function listenOrExit(
  app: Awaited<ReturnType<typeof buildApp>>,
  config: Config,
  database: Database,
  owner: EnsuredOwner | null,
) {
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    fail(`Cannot listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  // Asked before the banner, so it names what is configured but unreachable (each check ≤ 3 s).
  const problems = await app.adapterHealth.check();
  for (const problem of problems)
    app.log.warn({ adapter: problem.adapter, reason: problem.reason }, `${problem.name} cannot be reached`);
  const lines = describeStartup(config, `http://${host}:${port}`, database.location, undefined, problems);
  if (owner?.oneTimePassword) {
    // Shown once, on the console of the first start only; it is stored only as an argon2id hash.
    lines.push(
      `  first sign-in  username ${owner.username}, one-time password ${owner.oneTimePassword} (change it in the tools)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();
