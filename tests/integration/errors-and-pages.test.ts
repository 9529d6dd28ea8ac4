import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '../helpers/error-reply';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clientDir = fileURLToPath(new URL('../fixtures/client', import.meta.url));
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ clientDir });
  // A route that fails unexpectedly, to see what a 5xx reply reveals.
  test.app.get('/api/explode', { config: { public: true } }, async () => {
    throw new Error('connection string postgres://admin:secret@db/prod leaked');
  });
});
afterAll(() => test.close());

describe('pages', () => {
  it.each(['/', '/blog', '/tools', '/tools/admin', '/tools/job', '/tools/resume'])(
    'serves %s with 200',
    async (url) => {
      const reply = await test.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers any other page with the app and status 404', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<div id="root">');
  });

  it('redirects a trailing slash to the canonical page', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/blog/' });
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/blog');
  });

  it('caches hashed assets for a year', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('error replies', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(errorReply('not-found', 'Not found'));
  });

  it('lists field errors for an invalid body', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: {
        firstName: '',
        lastName: 'Hopper',
        email: 'nope',
        opportunityType: 'consulting',
        message: 'Hi',
      },
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'firstName']);
    expect(body.fieldErrors.firstName).toEqual(['First name is required']);
  });

  it('rejects malformed JSON with 400', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(errorReply('bad-request', 'Request body is not valid JSON'));
  });

  it('rejects an oversized body with 413', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(64 * 1024) }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual(errorReply('too-large', 'Request body is too large'));
  });

  it('rejects an unsupported content type with 415', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toEqual(errorReply('unsupported-type', 'Unsupported content type'));
  });

  it('hides the internals of a server failure', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/explode' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual(
      errorReply('internal', 'Something went wrong on our side. Please try again.'),
    );
    expect(reply.body).not.toContain('secret');
    expect(reply.body).not.toContain('at ');
  });
});
