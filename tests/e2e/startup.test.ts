import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServerProcess, serverEnv, startServer } from '../support/server-process';

/** A loopback port nothing listens on: bound, then closed, so a connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-startup-'));
  const child = runServerProcess(serverEnv(dataDir, env));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('startup', () => {
  it('stops with one line naming a bad PORT', async () => {
    const { code, stderr } = await runToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
    ]);
  });

  it('stops with one line for a DATABASE_URL that is not PostgreSQL', async () => {
    const { code, stderr } = await runToExit({ DATABASE_URL: 'sqlite:///tmp/x.db' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL must be a PostgreSQL URL (postgres:// or postgresql://)',
    ]);
  });

  it('stops with one line when the PostgreSQL server does not answer, hiding the password', async () => {
    const { code, stderr } = await runToExit({
      DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/portfolio',
    });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot connect to the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/portfolio: /,
    );
    expect(stderr).not.toContain('hunter2');
  });

  it('names a configured SMTP server that cannot be reached, and still serves', async () => {
    const port = await closedPort();
    const server = await startServer({ env: { SMTP_URL: `smtp://mailer:hunter2@127.0.0.1:${port}` } });
    try {
      await expect
        .poll(() => server.output())
        .toMatch(new RegExp(`^  unreachable +SMTP server 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`, 'm'));
      expect(server.output()).not.toContain('hunter2');
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'degraded', problems: [{ adapter: 'email' }] });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('prints the URL and the mode of every concern', async () => {
    const server = await startServer();
    try {
      const output = server.output();
      expect(output).toMatch(/Portfolio is running at http:\/\/127\.0\.0\.1:\d+/);
      for (const concern of ['database', 'sign-in', 'email', 'model', 'screenshots']) {
        expect(output).toMatch(new RegExp(`^  ${concern} +\\S`, 'm'));
      }
      expect(output).toContain(`PGlite in ${server.dataDir}`);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('refuses a second server on the same data directory', async () => {
    const first = await startServer();
    try {
      const dataDir = first.dataDir;
      const child = runServerProcess(serverEnv(dataDir));
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Another server (pid ${first.child.pid}) is using ${dataDir}`);
    } finally {
      await first.stop();
    }
  });
});
