import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '../helpers/error-reply';
import { type JobPageServer, startJobPageServer } from '../helpers/job-page-server';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

/** POST /api/job/parse-url reading saved pages from a loopback server, allowed by ALLOW_LOOPBACK_FETCH=true. */

let pages: JobPageServer;
let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  pages = await startJobPageServer();
  test = await createTestApp({ identify: 'sessions', env: { ALLOW_LOOPBACK_FETCH: 'true' } });
  owner = await signInAsOwner(test);
});
afterAll(async () => {
  await test?.close();
  await pages?.close();
});

const parseFixture = (pathAndQuery: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/job/parse-url',
    headers: owner.headers,
    payload: { url: `${pages.origin}${pathAndQuery}` },
  });

describe('reading saved job pages (loopback allowed for the fixture server)', () => {
  it('reads a schema.org JobPosting: title, company, address, salary range, readable details', async () => {
    const reply = await parseFixture('/json-ld');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      position: 'Director of IT Operations',
      company: 'Northwind Robotics',
      location: 'San Diego, CA, US',
      salary: '$180,000 - $220,000 per year',
      datePosted: '2026-02-20',
      employmentType: 'Full-time',
      description: 'Lead global IT operations and security for a fast-growing robotics company.',
      jobUrl: `${pages.origin}/json-ld`,
    });
    expect(body.details).toContain('• Own IT & security strategy across 4 sites');
    expect(body.details).not.toMatch(/<|&lt;|&amp;/);
  });

  it('keeps the text of a posting without JSON-LD, with the requirements and pay it states', async () => {
    const reply = await parseFixture('/readable');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      position: 'Endpoint Engineering Lead',
      company: 'Fabrikam Outdoor',
      salary: '$118,000 - $132,000 per year',
      requirements:
        '• 6+ years in endpoint engineering, 2+ leading a team.\n• Scripting in PowerShell or Python.',
    });
    expect(body.details).toContain('You will lead the four engineers');
    expect(body.details).toContain('• Automate patching and software rollout');
    expect(body.details).not.toMatch(/Similar jobs|Sign in|Cookie settings/);
  });

  it('reads a remote posting inside an @graph, with an hourly rate in euros', async () => {
    const body = (await parseFixture('/json-ld-remote')).json();
    expect(body).toMatchObject({
      position: 'Head of Security Engineering',
      company: 'Contoso, Ltd.',
      location: 'Remote (USA)',
      salary: '€95.50 per hour',
      employmentType: 'Contract',
    });
  });

  it('reads a Greenhouse board page', async () => {
    const body = (await parseFixture('/greenhouse')).json();
    expect(body).toMatchObject({
      position: 'Senior Manager, IT Infrastructure',
      company: 'Fabrikam',
      location: 'Remote - US',
      salary: '$165,000 - $205,000 USD',
      source: 'Greenhouse',
    });
    expect(body.details).toContain('• Lead M&A integration of acquired companies');
    expect(body.details).not.toContain('Submit Application');
  });

  it('reads a Lever posting page', async () => {
    const body = (await parseFixture('/lever')).json();
    expect(body).toMatchObject({
      position: 'VP, Technology Operations',
      company: 'Adatum',
      location: 'Austin, TX (Hybrid)',
      salary: '$210,000 - $250,000',
      employmentType: 'Full Time',
      source: 'Lever',
    });
    expect(body.details).toContain('Own uptime (99.9%) for every customer');
    expect(body.details).not.toContain('Apply for this job');
  });

  it('falls back to the title and meta tags of a plain page, in its declared charset', async () => {
    const body = (await parseFixture('/plain')).json();
    expect(body).toEqual({
      position: 'IT Manager',
      company: 'Tailspin Toys',
      description: 'Tailspin Toys is hiring an IT Manager in Montréal to run support and networks.',
      source: '127.0.0.1',
      jobUrl: `${pages.origin}/plain`,
    });
  });

  it('reads a bare application/ld+json document and a gzip-compressed page', async () => {
    expect((await parseFixture('/posting.jsonld')).json()).toMatchObject({
      position: 'Chief Information Security Officer',
      company: 'Woodgrove Bank',
      location: 'New York, NY, US; London, UK',
      salary: '$300,000 - $360,000 per year',
    });
    expect((await parseFixture('/gzip')).json()).toMatchObject({ position: 'Director of IT Operations' });
  });

  it('follows up to five redirects, and reports the page it landed on', async () => {
    const reply = await parseFixture('/chain/4');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      position: 'Director of IT Operations',
      jobUrl: `${pages.origin}/json-ld`,
    });
    const tooMany = await parseFixture('/chain/5');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('The job page redirected more than 5 times.');
  });
});

describe('pages it will not read', () => {
  it.each([
    ['/document.pdf', 'The link is not a web page (application/pdf); please fill in the details manually.'],
    ['/no-type', 'The link is not a web page (no content type); please fill in the details manually.'],
    ['/huge', 'The job page is larger than 2 MB; please fill in the details manually.'],
    ['/huge-declared', 'The job page is larger than 2 MB; please fill in the details manually.'],
    ['/gzip-bomb', 'The job page is larger than 2 MB; please fill in the details manually.'],
    ['/missing', 'The job page answered with status 404.'],
  ])('answers 422 for %s', async (path, message) => {
    const reply = await parseFixture(path);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual(errorReply('unprocessable', message));
  });

  it('gives up on a page that never answers after 10 seconds (504)', async () => {
    const started = Date.now();
    const reply = await parseFixture('/slow-headers');
    const elapsed = Date.now() - started;
    expect(reply.statusCode).toBe(504);
    expect(reply.json()).toEqual(errorReply('timeout', 'The job page did not answer within 10 seconds.'));
    expect(elapsed).toBeGreaterThanOrEqual(9_900);
    expect(elapsed).toBeLessThan(13_000);
  }, 20_000);
});
