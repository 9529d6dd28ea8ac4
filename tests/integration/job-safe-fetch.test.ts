import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJobPage } from '../../src/server/services/jobs/job-posting/safe-fetch';
import type { ResolveHost } from '../../src/server/services/jobs/job-posting/target-url';
import { type JobPageServer, startJobPageServer } from '../helpers/job-page-server';

/** The fetcher on its own, with a stand-in resolver: no database, no app. */

let pages: JobPageServer;

beforeAll(async () => {
  pages = await startJobPageServer();
});
afterAll(() => pages?.close());

const resolveTo =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('fetchJobPage', () => {
  it('connects to the address it vetted, whatever the name resolves to later (no DNS rebinding)', async () => {
    let lookups = 0;
    const rebinding: ResolveHost = async () => {
      lookups++;
      // The first answer is checked and pinned; a second lookup would be told a private address.
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const page = await fetchJobPage(`http://jobs.example.test:${pages.port}/json-ld`, {
      allowLoopback: true,
      resolveHost: rebinding,
    });
    expect(lookups).toBe(1);
    expect(page.contentType).toBe('text/html');
    expect(page.body).toContain('Director of IT Operations');
    expect(pages.requests.at(-1)).toEqual({ path: '/json-ld', host: `jobs.example.test:${pages.port}` });
  });

  it('refuses a name when any of its addresses is refused', async () => {
    await expect(
      fetchJobPage('http://mixed.example.test/', {
        allowLoopback: false,
        resolveHost: resolveTo('93.184.215.14', '10.1.2.3'),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/mixed\.example\.test \(10\.1\.2\.3\)/),
    });
  });

  it('re-vets the host of every redirect', async () => {
    const resolveHost: ResolveHost = async (host) => [
      {
        address: host === 'internal.example.test' ? 'fd12::1' : '127.0.0.1',
        family: host === 'internal.example.test' ? 6 : 4,
      },
    ];
    await expect(
      fetchJobPage(
        `${pages.origin}/redirect?to=${encodeURIComponent('http://internal.example.test/admin')}`,
        {
          allowLoopback: true,
          resolveHost,
        },
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/unique-local/) });
  });

  it('reports a host that does not resolve as 422', async () => {
    const nowhere: ResolveHost = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(
      fetchJobPage('https://no-such-host.invalid/job', { allowLoopback: false, resolveHost: nowhere }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'The host no-such-host.invalid could not be found.',
    });
  });

  it('applies one deadline to a body that trickles in', async () => {
    const started = Date.now();
    await expect(
      fetchJobPage(`${pages.origin}/slow-body`, { allowLoopback: true, timeoutMs: 400 }),
    ).rejects.toMatchObject({
      statusCode: 504,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('applies the deadline to a resolver that hangs', async () => {
    const hanging: ResolveHost = () => new Promise(() => undefined);
    await expect(
      fetchJobPage('http://slow-dns.example.test/', {
        allowLoopback: false,
        timeoutMs: 300,
        resolveHost: hanging,
      }),
    ).rejects.toMatchObject({ statusCode: 504, message: 'The job page did not answer within 0.3 seconds.' });
  });

  it('reports a refused connection as 502', async () => {
    const closed = await startJobPageServer();
    const origin = closed.origin;
    await closed.close();
    await expect(fetchJobPage(`${origin}/json-ld`, { allowLoopback: true })).rejects.toMatchObject({
      statusCode: 502,
      message: 'The job site could not be reached.',
    });
  });
});
