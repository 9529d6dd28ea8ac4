import path from 'node:path';
import { type Config, ConfigError, loadConfig, readEnvFile } from './config';
import { type Database, openDatabase, redactUrl } from './db/client';
import { lockDataDirectory } from './db/data-dir-lock';

/** Shared by the server and the command-line tools: one clear line on stderr, exit 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function loadConfigOrExit(): Config {
  try {
    readEnvFile();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    // A .env line Node cannot read is a configuration mistake too: one line, not a stack trace.
    if (error instanceof Error && 'code' in error) fail(`Cannot read .env: ${error.message}`);
    throw error;
  }
}

/**
 * The configured database, or a one-line exit: PostgreSQL when DATABASE_URL is set, else PGlite
 * in DATA_DIR under the data-directory lock (`release` gives the lock back).
 */
export async function openConfiguredDatabaseOrExit(
  config: Config,
  options: { lockedHint?: string } = {},
): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    try {
      return { database: await openDatabase({ kind: 'postgres', url }), release: () => undefined };
    } catch (error) {
      fail(`Cannot connect to the database at ${redactUrl(url)}: ${(error as Error).message}`);
    }
  }
  let release: () => void;
  try {
    release = lockDataDirectory(config.dataDir);
  } catch (error) {
    fail([(error as Error).message, options.lockedHint].filter(Boolean).join('\n'));
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  return { database, release };
}
