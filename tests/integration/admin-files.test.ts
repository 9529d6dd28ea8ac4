import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decode, encode } from 'fast-png';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { adminLogs, fileBlobs, managedFiles } from '../../src/server/db/schema';
import { readZipEntries } from '../../src/server/resume/parse/zip-entries';
import { encodeMultipart, type MultipartFile } from '../helpers/multipart';
import { readPngSize } from '../helpers/png';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

// UPLOAD_MAX_MB=0.01: a limit of 10,485 bytes keeps the oversized upload small.
const LIMIT_BYTES = Math.floor(0.01 * 1024 * 1024);
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { UPLOAD_MAX_MB: '0.01' } });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

async function upload(
  file: MultipartFile | null,
  fields: Record<string, string> = { category: 'other', isPublic: 'false' },
) {
  const { payload, headers } = await encodeMultipart(fields, file ? { file } : {});
  return test.app.inject({
    method: 'POST',
    url: '/api/tools/files/upload',
    payload,
    headers: { ...owner.headers, ...headers },
  });
}

function get(url: string, headers: Record<string, string> = owner.headers) {
  return test.app.inject({ method: 'GET', url, headers });
}

describe('file upload', () => {
  it('stores the bytes, the row and a log entry, with the type read from the bytes', async () => {
    const reply = await upload({ name: 'notes.txt', bytes: PNG_1PX, type: 'text/plain' });
    expect(reply.statusCode).toBe(201);
    const file = reply.json();
    expect(file).toMatchObject({
      originalName: 'notes.txt',
      mimeType: 'image/png',
      size: PNG_1PX.length,
      category: 'other',
      isPublic: false,
    });
    const [row] = await test.database.db.select().from(managedFiles).where(eq(managedFiles.id, file.id));
    expect(row?.path).toMatch(/^blob:[0-9a-f-]{36}$/);
    const [blob] = await test.database.db
      .select()
      .from(fileBlobs)
      .where(eq(fileBlobs.id, row?.path.slice(5) ?? ''));
    expect(blob?.data.equals(PNG_1PX)).toBe(true);
    const [log] = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'file_uploaded'));
    expect(log?.resourceId).toBe(String(file.id));
  });

  it.each([
    ['report.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'text/plain'],
    [
      'page.html',
      Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
      'application/pdf',
    ],
    ['data.txt', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'application/octet-stream'],
    ['über café.txt', Buffer.from('Grüße aus Köln\n'), 'text/plain'],
  ])('detects %s by its content as %s', async (name, bytes, mimeType) => {
    const reply = await upload({ name, bytes });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ originalName: name, mimeType });
  });

  it('refuses a file over the size limit with 413 and an empty file with 400, storing neither', async () => {
    const before = (await test.database.db.select().from(fileBlobs)).length;
    const tooBig = await upload({ name: 'big.bin', bytes: Buffer.alloc(LIMIT_BYTES + 1, 7) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/upload limit/);
    const empty = await upload({ name: 'empty.txt', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty');
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect((await test.database.db.select().from(fileBlobs)).length).toBe(before);
  });

  it('accepts exactly the limit', async () => {
    expect((await upload({ name: 'edge.bin', bytes: Buffer.alloc(LIMIT_BYTES, 7) })).statusCode).toBe(201);
  });

  it('refuses a bad category or flag with 400', async () => {
    const reply = await upload(
      { name: 'a.txt', bytes: Buffer.from('a') },
      { category: '../etc', isPublic: 'yes' },
    );
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().fieldErrors)).toEqual(['category', 'isPublic']);
  });
});

/** A PDF whose opening action would run JavaScript in a viewer that allows it. */
const PDF_WITH_SCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    "3 0 obj\n<< /S /JavaScript /JS (app.alert('ran')) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  'latin1',
);

/** The RGBA of one pixel of a decoded PNG. */
function pixelAt(png: Buffer, x: number, y: number): number[] {
  const image = decode(png);
  const start = (y * image.width + x) * image.channels;
  return [...image.data.subarray(start, start + image.channels)];
}

describe('previews of files that could run code', () => {
  it('never shows a PDF inline: Chromium would run its JavaScript, sandbox or not', async () => {
    const { id, mimeType } = (
      await upload({ name: 'cv.pdf', bytes: PDF_WITH_SCRIPT }, { category: 'other', isPublic: 'true' })
    ).json();
    expect(mimeType).toBe('application/pdf');
    for (const [url, headers] of [
      [`/api/tools/files/${id}/preview`, owner.headers],
      [`/files/${id}`, {}],
    ] as const) {
      const reply = await get(url, headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="cv\.pdf"/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('shows an SVG as a PNG picture drawn from it, without its script or anything outside it', async () => {
    // A picture on this machine's disk that the SVG points at: it must not appear in the preview.
    const outside = path.join(tmpdir(), `w28-outside-${process.pid}.png`);
    writeFileSync(
      outside,
      encode({ width: 4, height: 4, data: new Uint8Array(4 * 4 * 4).fill(255), channels: 4 }),
    );
    const svg = [
      '<?xml version="1.0"?>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="alert(1)">',
      '<script>alert(document.domain)</script>',
      '<rect x="0" y="0" width="100" height="100" fill="#ff0000"/>',
      `<image x="100" y="0" width="100" height="100" xlink:href="${outside}"/>`,
      '</svg>',
    ].join('\n');
    const { id, mimeType } = (
      await upload({ name: 'logo.svg', bytes: Buffer.from(svg) }, { category: 'other', isPublic: 'true' })
    ).json();
    expect(mimeType).toBe('image/svg+xml');

    for (const [url, headers] of [
      [`/api/tools/files/${id}/preview`, owner.headers],
      [`/files/${id}`, {}],
    ] as const) {
      const reply = await get(url, headers);
      expect(reply.headers['content-type']).toBe('image/png');
      expect(reply.headers['content-disposition']).toMatch(/^inline; filename="logo\.png"/);
      expect(reply.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      const png = reply.rawPayload;
      expect(readPngSize(png)).toEqual({ width: 1200, height: 600 });
      expect(pixelAt(png, 300, 300)).toEqual([255, 0, 0, 255]);
      // Where the outside picture would be drawn, nothing is.
      expect(pixelAt(png, 900, 300)[3]).toBe(0);
    }

    const download = await get(`/api/tools/files/${id}/download`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="logo\.svg"/);
    expect(download.body).toBe(svg);
  });

  it('only downloads an SVG it cannot draw', async () => {
    const broken = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>');
    const { id } = (await upload({ name: 'broken.svg', bytes: broken })).json();
    const reply = await get(`/api/tools/files/${id}/preview`);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="broken\.svg"/);
  });
});

describe('file preview and download', () => {
  it('shows safe types inline in a sandbox and never sniffs', async () => {
    const { id } = (await upload({ name: 'pixel.png', bytes: PNG_1PX })).json();
    const reply = await get(`/api/tools/files/${id}/preview`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['content-disposition']).toMatch(/^inline; filename="pixel\.png"/);
    expect(reply.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('downloads anything else, even from the preview route, keeping the UTF-8 name', async () => {
    const { id } = (
      await upload({ name: 'Lebenslauf – Jürgen.docx', bytes: Buffer.from([0, 1, 2, 3]) })
    ).json();
    for (const route of ['preview', 'download']) {
      const reply = await get(`/api/tools/files/${id}/${route}`);
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="Lebenslauf _ Ju_rgen.docx"; filename*=UTF-8''Lebenslauf%20%E2%80%93%20J%C3%BCrgen.docx`,
      );
      expect(reply.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    }
  });

  it('serves plain text as UTF-8 text', async () => {
    const { id } = (await upload({ name: 'hello.txt', bytes: Buffer.from('hello <b>world</b>') })).json();
    const reply = await get(`/api/tools/files/${id}/preview`);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('keeps private files to the owner and shows public ones to anyone at /files/{id}', async () => {
    const privateFile = (await upload({ name: 'private.txt', bytes: Buffer.from('secret') })).json();
    const publicFile = (
      await upload(
        { name: 'public.txt', bytes: Buffer.from('hello') },
        { category: 'other', isPublic: 'true' },
      )
    ).json();
    expect(publicFile.isPublic).toBe(true);
    expect((await get(`/api/tools/files/${privateFile.id}/download`, {})).statusCode).toBe(401);
    expect((await get(`/api/tools/files/${publicFile.id}/download`, {})).statusCode).toBe(401);
    expect((await get(`/files/${privateFile.id}`, {})).statusCode).toBe(404);
    const shown = await get(`/files/${publicFile.id}`, {});
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toBe('hello');
    expect(shown.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect((await get('/files/999999', {})).statusCode).toBe(404);
  });
});

describe('file list and delete', () => {
  it('lists newest first and deletes the row, its bytes and logs it', async () => {
    const list = (await get('/api/tools/files')).json();
    expect(list.length).toBeGreaterThan(3);
    expect(list[0].originalName).toBe('public.txt');
    const id = list[0].id;
    const blobsBefore = (await test.database.db.select().from(fileBlobs)).length;
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/tools/files/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await test.database.db.select().from(fileBlobs)).length).toBe(blobsBefore - 1);
    expect((await get(`/api/tools/files/${id}/download`)).statusCode).toBe(404);
    const again = await test.app.inject({
      method: 'DELETE',
      url: `/api/tools/files/${id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    const [latest] = (await get('/api/tools/logs?limit=1')).json();
    expect(latest).toMatchObject({ action: 'file_deleted', label: 'Deleted file public.txt' });
  });
});

describe('blog export', () => {
  it('writes the blog article as a Word document', async () => {
    const reply = await get('/api/admin/files/blog-export');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('wordprocessingml.document');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename=".+\.docx"/);
    const { value } = await mammoth.extractRawText({ buffer: reply.rawPayload });
    expect(value).toContain(siteContent.blog.title);
    for (const section of siteContent.blog.sections) expect(value).toContain(section.heading);
    expect(value).toContain('Published June 25, 2025');
  });

  it('carries the images, keeps each heading with its paragraph, on US Letter like the resumes', async () => {
    const reply = await get('/api/admin/files/blog-export');
    const parts = readZipEntries(
      reply.rawPayload,
      (name) => name === 'word/document.xml' || name.startsWith('word/media/'),
    );
    const images = [...parts.keys()].filter((name) => name.startsWith('word/media/'));
    const figures = siteContent.blog.sections.flatMap((section) => section.images ?? []);
    expect(images).toHaveLength(figures.length);
    for (const name of images) {
      const png = parts.get(name) ?? Buffer.alloc(0);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(readPngSize(png).width).toBeGreaterThanOrEqual(640);
    }
    const xml = parts.get('word/document.xml')?.toString() ?? '';
    expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    for (const figure of figures) expect(xml).toContain(`descr="${figure.alt}"`);
    // Every heading paragraph keeps with the next one, so no page ends on a heading.
    const headings =
      xml.match(/<w:p>(?:(?!<\/w:p>).)*?<w:pStyle w:val="Heading1"\/>(?:(?!<\/w:p>).)*?<\/w:p>/g) ?? [];
    expect(headings).toHaveLength(siteContent.blog.sections.length);
    for (const heading of headings) expect(heading).toContain('<w:keepNext/>');
  });
});
