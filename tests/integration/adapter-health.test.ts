import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStartup } from '../../src/server/startup-banner';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A port on loopback that nothing listens on: bound, then closed, so a connection is refused. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('configured adapters that cannot be reached', () => {
  it('names an unreachable SMTP server and model server at startup and in /healthz (degraded, 200)', async () => {
    const smtpPort = await closedPort();
    const modelPort = await closedPort();
    const test = await createTestApp({
      env: {
        SMTP_URL: `smtp://user:secret@127.0.0.1:${smtpPort}`,
        LLM_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
        LLM_MODEL: 'llama3.1',
        CHROMIUM_PATH: '/opt/missing/chromium',
      },
    });
    apps.push(test);
    const problems = await test.app.adapterHealth.check();
    expect(problems.map((problem) => problem.adapter).sort()).toEqual(['email', 'model', 'screenshots']);
    const smtp = problems.find((problem) => problem.adapter === 'email');
    expect(smtp?.name).toBe(`SMTP server 127.0.0.1:${smtpPort}`);
    expect(smtp?.reason).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(problems)).not.toContain('secret');
    expect(problems.find((problem) => problem.adapter === 'screenshots')?.reason).toBe(
      'no program at /opt/missing/chromium',
    );

    const banner = describeStartup(
      test.config,
      'http://localhost:5000',
      'memory',
      { isExample: false },
      problems,
    );
    expect(banner.find((line) => line.includes('SMTP server'))).toMatch(
      new RegExp(`unreachable +SMTP server 127\\.0\\.0\\.1:${smtpPort}: .*ECONNREFUSED`),
    );
    expect(banner.find((line) => line.trimStart().startsWith('screenshots'))).toContain(
      'no program at CHROMIUM_PATH /opt/missing/chromium',
    );

    const health = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      problems: expect.arrayContaining([expect.objectContaining({ adapter: 'email' })]),
    });
  });

  it('is ok with nothing configured beyond the embedded defaults', async () => {
    const test = await createTestApp({ env: { CHROMIUM_PATH: '' } });
    apps.push(test);
    const health = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: test.database.kind });
  });
});
