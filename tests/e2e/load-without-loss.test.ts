import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../bench/http';
import { nextPageUrl } from '../../src/shared/api/paging';
import { startServer } from '../support/server-process';

const PASSWORD = 'load test owner password';
const WRITERS = 6;
const WRITES_PER_WRITER = 15;

type Acknowledged = { contacts: string[]; applications: Map<number, string>; files: Map<number, string> };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('load without loss', () => {
  it('keeps every acknowledged contact, application and upload intact under concurrent writes and reads', async () => {
    const server = await startServer({ env: { OWNER_PASSWORD: PASSWORD, TRUST_PROXY: 'true' } });
    try {
      const cookie = await signIn(server.url, PASSWORD);
      const owner = { cookie, origin: server.url };
      const acknowledged: Acknowledged = { contacts: [], applications: new Map(), files: new Map() };
      let isWriting = true;
      let reads = 0;
      let failedReads = 0;

      const reader = (async () => {
        while (isWriting) {
          for (const path of ['/api/job/applications', '/api/tools/files', '/api/contacts', '/']) {
            const response = await fetch(`${server.url}${path}`, { headers: owner });
            reads++;
            if (response.status !== 200) failedReads++;
            await response.arrayBuffer();
          }
        }
      })();

      const writer = async (w: number) => {
        for (let i = 0; i < WRITES_PER_WRITER; i++) {
          const tag = `w${w}-${i}`;
          const contact = await fetch(`${server.url}/api/contacts`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `192.0.2.${w * WRITES_PER_WRITER + i + 1}`,
            },
            body: JSON.stringify({
              firstName: 'Load',
              lastName: tag,
              email: `${tag}@example.com`,
              opportunityType: 'other',
              message: `Load ${tag}`,
            }),
          });
          if (contact.status === 201) acknowledged.contacts.push(`${tag}@example.com`);

          const application = await fetch(`${server.url}/api/job/applications`, {
            method: 'POST',
            headers: { ...owner, 'content-type': 'application/json' },
            body: JSON.stringify({
              company: `Company ${tag}`,
              position: `Director ${tag}`,
              appliedDate: '2026-11-01',
              notes: tag,
            }),
          });
          if (application.status === 201) acknowledged.applications.set((await application.json()).id, tag);

          const bytes = new Uint8Array(randomBytes(2048 + i * 97));
          const form = new FormData();
          form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), `${tag}.bin`);
          form.append('category', 'other');
          form.append('isPublic', 'false');
          const upload = await fetch(`${server.url}/api/tools/files/upload`, {
            method: 'POST',
            headers: owner,
            body: form,
          });
          if (upload.status === 201) acknowledged.files.set((await upload.json()).id, sha256(bytes));
        }
      };

      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      isWriting = false;
      await reader;

      const total = WRITERS * WRITES_PER_WRITER;
      expect(acknowledged.contacts).toHaveLength(total);
      expect(acknowledged.applications.size).toBe(total);
      expect(acknowledged.files.size).toBe(total);
      expect(reads).toBeGreaterThan(0);
      expect(failedReads).toBe(0);

      // Lists come a page at a time: every page is read, following the Link header.
      const readAll = async <T>(path: string): Promise<T[]> => {
        const rows: T[] = [];
        for (let url: string | null = `${server.url}${path}`; url; ) {
          const reply = await fetch(url, { headers: owner });
          rows.push(...((await reply.json()) as T[]));
          const next = nextPageUrl(reply.headers.get('link'));
          url = next ? `${server.url}${next}` : null;
        }
        return rows;
      };
      const contacts = await readAll<{ email: string }>('/api/contacts');
      const storedEmails = new Set(contacts.map((contact) => contact.email));
      expect(acknowledged.contacts.filter((email) => !storedEmails.has(email))).toEqual([]);

      const applications = await readAll<{ id: number; notes: string | null }>('/api/job/applications');
      const storedNotes = new Map(applications.map((application) => [application.id, application.notes]));
      for (const [id, tag] of acknowledged.applications) expect(storedNotes.get(id)).toBe(tag);

      for (const [id, digest] of acknowledged.files) {
        const download = await fetch(`${server.url}/api/tools/files/${id}/download`, { headers: owner });
        expect(download.status).toBe(200);
        expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(digest);
      }
    } finally {
      await server.stop();
    }
  });
});
