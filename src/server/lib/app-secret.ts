import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const SECRET_FILE = 'app-secret';
const MIN_SECRET_LENGTH = 32;

export type AppSecret = { secret: string; source: 'environment' | 'data-dir' | 'generated' };

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters; delete it or set APP_SECRET`,
    );
  }
  return secret;
}

/**
 * APP_SECRET when set; otherwise a secret generated once into DATA_DIR/app-secret (mode 0600)
 * and reused, so sessions and tokens survive restarts without any configuration.
 */
export function loadAppSecret(config: Pick<Config, 'APP_SECRET' | 'dataDir'>): AppSecret {
  if (config.APP_SECRET) return { secret: config.APP_SECRET, source: 'environment' };
  const file = path.join(config.dataDir, SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  const generated = randomBytes(32).toString('hex');
  try {
    // 'wx' refuses to overwrite: when two processes race, the second reads the first one's secret.
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return { secret: generated, source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: readSecretFile(file), source: 'data-dir' };
  }
}

/** One key per purpose, so a cookie signature can never be replayed as a token signature. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portfolio', purpose, 32));
}
