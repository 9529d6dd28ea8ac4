import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '../helpers/error-reply';
import { callAsOwner, createApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  callAsOwner(test, owner, method, url, payload);

describe('validation answers 400 with the field at fault', () => {
  const minimal = { company: 'Acme', position: 'CTO', appliedDate: '2026-03-02' };
  it.each([
    ['company', { ...minimal, company: undefined }, 'Company is required'],
    ['company', { ...minimal, company: '   ' }, 'Company is required'],
    ['position', { ...minimal, position: '' }, 'Position is required'],
    ['company', { ...minimal, company: 'x'.repeat(201) }, undefined],
    ['appliedDate', { ...minimal, appliedDate: 'someday' }, 'Applied date must be a valid date'],
    ['appliedDate', { ...minimal, appliedDate: null }, undefined],
    ['appliedDate', { ...minimal, appliedDate: '99999-01-01' }, undefined],
    ['appliedDate', { ...minimal, appliedDate: '1066-10-14' }, 'Applied date must be between 1900 and 2200'],
    ['status', { ...minimal, status: 'ghosted' }, undefined],
    ['priority', { ...minimal, priority: 'urgent' }, undefined],
    [
      'jobUrl',
      { ...minimal, jobUrl: 'careers.acme.com/job' },
      'Job URL must be a web address starting with http:// or https://',
    ],
    ['jobUrl', { ...minimal, jobUrl: 'ftp://acme.com/job' }, undefined],
    ['hiringManagerLink', { ...minimal, hiringManagerLink: 'javascript:alert(1)' }, undefined],
    [
      'contactEmail',
      { ...minimal, contactEmail: 'sam at acme' },
      'Contact email must be a valid email address',
    ],
    ['nextStepDate', { ...minimal, nextStepDate: 'next week' }, 'Next step date must be a valid date'],
    ['nextStepAction', { ...minimal, nextStepAction: 'x'.repeat(501) }, undefined],
    ['notes', { ...minimal, notes: 42 }, undefined],
  ])('POST refuses a bad %s', async (field, payload, message) => {
    const reply = await call('POST', '/api/job/applications', payload);
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    if (message) expect(body.fieldErrors[field]).toEqual([message]);
  });

  it('refuses a body that is not JSON, or none', async () => {
    const garbled = await test.app.inject({
      method: 'POST',
      url: '/api/job/applications',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"company":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual(errorReply('bad-request', 'Request body is not valid JSON'));
    expect((await call('POST', '/api/job/applications')).statusCode).toBe(400);
  });

  it('PUT refuses an empty change and bad values, and leaves the row alone', async () => {
    const created = await createApplication(test, owner);
    const empty = await call('PUT', `/api/job/applications/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ body: ['Send at least one field to change'] });
    for (const payload of [
      { status: 'hired' },
      { company: '' },
      { appliedDate: 'never' },
      { contactEmail: 'x' },
    ]) {
      const reply = await call('PUT', `/api/job/applications/${created.id}`, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', `/api/job/applications/${created.id}`)).json()).toEqual(created);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await call(
        method,
        `/api/job/applications/${id}`,
        method === 'PUT' ? { notes: 'x' } : undefined,
      );
      expect(reply.statusCode, `${method} ${id}`).toBe(400);
      expect(reply.json().fieldErrors).toHaveProperty('id');
    }
  });

  it('answers 404 for an id nobody has', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await call(
        method,
        '/api/job/applications/2147483647',
        method === 'PUT' ? { notes: 'x' } : undefined,
      );
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(errorReply('not-found', 'Application not found'));
    }
  });
});
