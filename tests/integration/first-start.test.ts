import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresUrl, testDatabaseKind } from '../helpers/test-database';
import { serverEnv } from '../support/server-process';

const root = path.join(import.meta.dirname, '../..');
const READY = /Portfolio is running at (\S+)/;
const BANNER_END = /^ {2}screenshots .*\n(?: {2}first sign-in .*\n)?/m;
const PASSWORD_LINE =
  /^ {2}first sign-in {2}username owner, one-time password (\S+) \(change it in the tools\)$/m;

type Started = { url: string; output: () => string; stop: () => Promise<void> };

/** The real server entry (src/server/main.ts through tsx), API only, as `npm start` runs it. */
async function startFromSource(env: NodeJS.ProcessEnv): Promise<Started> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', '--api-only'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    // Only a guard against a server that never starts (it is then stopped, not left behind): a
    // start waits for the banner itself, and on a loaded machine that can take over a minute.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 110_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      // The banner, with the one-time password line if any, is written at once; it ends with this row.
      if (match?.[1] && BANNER_END.test(output)) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-first-start-'));
  const extra: Record<string, string> = { LOG_LEVEL: 'info' };
  if (testDatabaseKind === 'postgres') {
    const scratch = await createScratchPostgresUrl();
    extra.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
  env = serverEnv(dataDir, extra);
});
afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first start', () => {
  it('prints a one-time password once, stores only its hash, and keeps the app secret for later starts', async () => {
    const first = await startFromSource(env);
    let password: string;
    try {
      const match = PASSWORD_LINE.exec(first.output());
      expect(match, first.output()).not.toBeNull();
      password = match?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(20);
      // Printed exactly once: not in any log line.
      expect(first.output().split(password)).toHaveLength(2);

      const signIn = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: first.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'owner', password }).toString(),
      });
      expect(signIn.status).toBe(303);
      expect(signIn.headers.getSetCookie().some((cookie) => cookie.startsWith('sid='))).toBe(true);
    } finally {
      await first.stop();
    }

    const secretFile = path.join(dataDir, 'app-secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.output()).not.toContain(secret);

    const second = await startFromSource(env);
    try {
      expect(second.output()).not.toMatch(/one-time password/);
      expect(second.output()).not.toContain(password);
    } finally {
      await second.stop();
    }
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
  }, 240_000);
});
