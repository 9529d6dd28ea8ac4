import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsOwner } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
const readablePage = readFileSync(
  path.join(import.meta.dirname, '../fixtures/job-pages/readable.html'),
  'utf8',
);

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

const capture = (payload: Record<string, unknown>) =>
  callAsOwner(test, owner, 'POST', '/api/job/capture', payload);

async function countApplications(): Promise<number> {
  return ((await callAsOwner(test, owner, 'GET', '/api/job/applications')).json() as unknown[]).length;
}

describe('POST /api/job/capture (a page the bookmarklet sent)', () => {
  it('reads the rendered page like a fetched one, and saves nothing', async () => {
    const reply = await capture({
      url: 'https://jobs.example.com/view/77',
      title: 'Endpoint Engineering Lead | Fabrikam Outdoor | ExampleJobs',
      html: readablePage,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      position: 'Endpoint Engineering Lead',
      company: 'Fabrikam Outdoor',
      salary: '$118,000 - $132,000 per year',
      jobUrl: 'https://jobs.example.com/view/77',
      source: 'jobs.example.com',
    });
    expect(reply.json().details).toContain('You will lead the four engineers');
    expect(await countApplications()).toBe(0);
  });

  it('takes the text the owner selected as the posting, and finds its requirements anew', async () => {
    const selection =
      'We need a network lead for our stores.\n\nRequirements\n\n• CCNP or equal.\n• Five years of Meraki.';
    const reply = await capture({
      url: 'https://jobs.example.com/view/77',
      title: 'Network Lead | Fabrikam',
      html: readablePage,
      selection,
    });
    expect(reply.json()).toMatchObject({
      details: selection,
      requirements: '• CCNP or equal.\n• Five years of Meraki.',
    });
  });

  it('reads JSON-LD and text when the page was too large to send whole', async () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Head of IT',
      hiringOrganization: { name: 'Tailspin Toys' },
      description: '<p>Run IT for 400 people.</p>',
    };
    const reply = await capture({
      url: 'https://careers.example.org/jobs/9',
      title: 'Careers',
      jsonLd: [JSON.stringify(posting)],
      text: 'Head of IT\n\nRun IT for 400 people.',
    });
    expect(reply.json()).toMatchObject({
      position: 'Head of IT',
      company: 'Tailspin Toys',
      details: 'Run IT for 400 people.',
    });
  });

  it('refuses a page that is not a web page, and anyone but the owner', async () => {
    expect((await capture({ url: 'file:///etc/passwd', html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await capture({ url: 'chrome://settings' })).statusCode).toBe(400);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/job/capture',
      payload: { url: 'https://jobs.example.com/1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses the owner's own session when the request comes from another site", async () => {
    for (const headers of [
      { cookie: owner.cookie, origin: 'https://jobs.example.com' },
      { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const url of ['/api/job/capture', '/api/job/applications']) {
        const reply = await test.app.inject({
          method: 'POST',
          url,
          headers,
          payload: {
            url: 'https://jobs.example.com/1',
            company: 'Forged',
            position: 'Forged',
            appliedDate: '2026-01-01',
          },
        });
        expect(reply.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await countApplications()).toBe(0);
  });
});
