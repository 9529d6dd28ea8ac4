import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerName } from '../../content';
import { resumeFileName } from '../../src/server/resume/write-docx';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const URL = '/downloads/resume.docx';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('GET /downloads/resume.docx', () => {
  it('serves the owner’s resume as a Word attachment to anyone', async () => {
    const reply = await test.app.inject({ method: 'GET', url: URL });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(DOCX_TYPE);
    const disposition = String(reply.headers['content-disposition']);
    expect(disposition).toContain(`attachment; filename="${resumeFileName(ownerName)}"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(ownerName.replace(/\s+/g, '-'))}`);
    for (const part of ownerName.split(' ')) expect(disposition).toContain(part);
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(reply.rawPayload.length).toBeGreaterThan(1000);
    expect(reply.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('answers 304 to a matching If-None-Match and serves the same bytes again', async () => {
    const first = await test.app.inject({ method: 'GET', url: URL });
    const etag = String(first.headers.etag);
    const cached = await test.app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    const weak = await test.app.inject({
      method: 'GET',
      url: URL,
      headers: { 'if-none-match': `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await test.app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await test.app.inject({ method: 'HEAD', url: URL });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(DOCX_TYPE);
    expect(reply.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(reply.rawPayload.length).toBe(0);
  });
});
