import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';

export type RunningServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: no chance to flush or clean up. */
  kill: () => Promise<void>;
};

const READY = /Portfolio is running at (\S+)/;
// Only a guard against a server that never starts: a start waits for the banner itself, and with
// two browser files, their Chromiums and other work on two cores it can take over a minute.
const START_TIMEOUT_MS = 100_000;

export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Only what the server needs: a developer's own DATABASE_URL or OIDC settings must not leak in.
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export function runServerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-'));
  const child = runServerProcess(serverEnv(dataDir, options.env));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return waitForExit(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
  };
}
