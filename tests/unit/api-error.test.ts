import { describe, expect, it } from 'vitest';
import { readApiError } from '../../src/client/lib/api-error';

describe('reading an apiRequest error', () => {
  it('gives the status, message, field errors and code of a JSON error reply', () => {
    const body = JSON.stringify({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { email: ['Please enter a valid email address'] },
      code: 'bad-request',
      requestId: 'req-7',
    });
    expect(readApiError(new Error(`400: ${body}`))).toEqual({
      status: 400,
      body,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { email: ['Please enter a valid email address'] },
      code: 'bad-request',
    });
  });

  it('keeps a body that is not JSON as text', () => {
    expect(readApiError(new Error('502: Bad Gateway'))).toMatchObject({
      status: 502,
      body: 'Bad Gateway',
      message: null,
      fieldErrors: {},
    });
  });

  it('has no status when the call never got a reply', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toMatchObject({
      status: null,
      body: 'Failed to fetch',
    });
  });
});
