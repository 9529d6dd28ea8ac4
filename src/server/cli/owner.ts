import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { type Database, openDatabase, redactUrl } from '../db/client';
import { lockDataDirectory } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';
import { resetOwnerPassword } from '../services/auth/local-accounts';

const USAGE = `Usage: npm run owner -- reset-password [--username NAME] [--password PASSWORD]

  reset-password   sets a new password for the local owner account (a random one unless
                   --password is given), prints it once and signs that account out everywhere
                   (sessions and admin tokens).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function openConfiguredDatabase(config: ReturnType<typeof loadConfig>): Promise<{
  database: Database;
  release: () => void;
}> {
  if (config.DATABASE_URL) {
    try {
      return {
        database: await openDatabase({ kind: 'postgres', url: config.DATABASE_URL }),
        release: () => {},
      };
    } catch (error) {
      fail(
        `Cannot connect to the database at ${redactUrl(config.DATABASE_URL)}: ${(error as Error).message}`,
      );
    }
  }
  let release: () => void;
  try {
    release = lockDataDirectory(config.dataDir);
  } catch (error) {
    // PGlite belongs to one process: the running server holds the lock.
    fail(`${(error as Error).message}\nStop the server first, then run this command again.`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  return { database, release };
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { username: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals[0] !== 'reset-password' || positionals.length !== 1) fail(USAGE);

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const { database, release } = await openConfiguredDatabase(config);
  try {
    await applyMigrations(database);
    const reset = await resetOwnerPassword(database.db, config, {
      username: values.username,
      password: values.password,
    });
    const generated = values.password === undefined;
    process.stdout.write(
      [
        `Password reset for "${reset.username}"; ${reset.revokedSessions} session(s) signed out.`,
        generated ? `  new one-time password ${reset.password} (shown once; change it in the tools)` : '',
        config.modes.signIn === 'oidc'
          ? '  note: OIDC_ISSUER_URL is set, so the site signs in through OpenID Connect, not this password.'
          : '',
      ]
        .filter(Boolean)
        .join('\n')
        .concat('\n'),
    );
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
    release();
  }
}

void main();
