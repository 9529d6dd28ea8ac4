import { describe, expect, it } from 'vitest';
import { describeApiError, statusOf } from '../../src/client/features/jobs/api-error';
import {
  changedFields,
  createEmptyValues,
  toPayload,
  valuesFromApplication,
} from '../../src/client/features/jobs/application-form-values';
import { fillFromParsed } from '../../src/client/features/jobs/use-job-url-parse';
import type { JobApplication } from '../../src/shared/api/job-applications';

const make = (id: number, fields: Partial<JobApplication>): JobApplication =>
  ({
    id,
    company: 'Acme',
    position: 'CTO',
    location: null,
    salary: null,
    notes: null,
    source: null,
    nextStepAction: null,
    appliedDate: '2026-03-02T00:00:00.000Z',
    status: 'pending',
    ...fields,
  }) as JobApplication;

describe('application form values', () => {
  it('sends empty optional fields as null and trims, keeping job details as typed', () => {
    const values = {
      ...createEmptyValues('2026-03-02'),
      company: ' Acme ',
      position: 'CTO',
      details: '  • one\n',
    };
    expect(toPayload(values)).toMatchObject({
      company: 'Acme',
      location: null,
      nextStepDate: null,
      contactEmail: null,
      details: '  • one\n',
      appliedDate: '2026-03-02',
      status: 'pending',
      priority: 'medium',
    });
  });

  it('reads an application back into the form and sends only what changed', () => {
    const application = make(9, {
      appliedDate: '2026-03-02T00:00:00.000Z',
      nextStepDate: '2026-03-12T00:00:00.000Z',
      notes: 'keep',
      priority: 'high',
    });
    const before = valuesFromApplication(application);
    expect(before).toMatchObject({
      appliedDate: '2026-03-02',
      nextStepDate: '2026-03-12',
      notes: 'keep',
      priority: 'high',
    });
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { ...before, notes: '', status: 'offer' })).toEqual({
      notes: null,
      status: 'offer',
    });
  });

  it('fills only what the parse found, naming the fields for the toast', () => {
    expect(
      fillFromParsed({
        position: 'CTO',
        company: ' ',
        details: 'Text',
        jobUrl: 'https://x.com/final',
        datePosted: '2026-01-01',
      }),
    ).toEqual({
      changes: { position: 'CTO', details: 'Text', jobUrl: 'https://x.com/final' },
      filled: ['position', 'job details'],
    });
  });
});

describe('API errors', () => {
  it('reads the status and the server message', () => {
    const error = new Error(
      '400: {"message":"Please correct the highlighted fields.","fieldErrors":{"jobUrl":["Job URL must be a web address"]}}',
    );
    expect(statusOf(error)).toBe(400);
    expect(describeApiError(error)).toBe(
      'Please correct the highlighted fields. Job URL must be a web address',
    );
    expect(statusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(describeApiError(new Error('502: Bad Gateway'))).toBe('502: Bad Gateway');
  });
});
