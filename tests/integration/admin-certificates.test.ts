import { X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, sslCertificates } from '../../src/server/db/schema';
import { CertificateFactory, createKey, daysFromNow, type Issued } from '../helpers/certificates';
import { errorReply } from '../helpers/error-reply';
import { encodeMultipart } from '../helpers/multipart';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
let certs: CertificateFactory;
let root: Issued;
let leaf: Issued;
let client: Issued;

beforeAll(async () => {
  certs = new CertificateFactory();
  root = certs.selfSigned({ commonName: 'Root', isCa: true, notAfter: daysFromNow(3650) });
  leaf = certs.issue(root, {
    commonName: 'example.com',
    dnsNames: ['example.com', '*.example.com'],
    notAfter: daysFromNow(90),
  });
  client = certs.issue(root, { commonName: 'client', notAfter: daysFromNow(365) });
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(async () => {
  await test.close();
  certs.dispose();
});

async function upload(fields: Record<string, string>) {
  const { payload, headers } = await encodeMultipart(fields);
  return test.app.inject({
    method: 'POST',
    url: '/api/tools/certificates/upload',
    payload,
    headers: { ...owner.headers, ...headers },
  });
}

function get(url: string) {
  return test.app.inject({ method: 'GET', url, headers: owner.headers });
}

const valid = () => ({
  name: 'Main site',
  domain: 'www.example.com',
  type: 'ca-signed',
  certificateData: leaf.cert + root.cert,
  privateKeyData: leaf.key,
});

describe('certificate upload', () => {
  it('stores a certificate, fills expiresAt from it and encrypts the private key at rest', async () => {
    const reply = await upload(valid());
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body).toMatchObject({
      name: 'Main site',
      domain: 'www.example.com',
      type: 'ca-signed',
      isActive: true,
    });
    expect(body).toMatchObject({ hasCertificate: true, hasPrivateKey: true, hasClientCertificate: false });
    expect(body).not.toHaveProperty('privateKeyData');
    expect(body.expiresAt).toBe(new Date(new X509Certificate(leaf.cert).validTo).toISOString());

    const [row] = await test.database.db
      .select()
      .from(sslCertificates)
      .where(eq(sslCertificates.id, body.id));
    expect(row?.privateKeyData).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(row?.privateKeyData).not.toContain('PRIVATE KEY');
    expect(row?.certificateData).toContain('BEGIN CERTIFICATE');

    const key = await get(`/api/tools/certificates/${body.id}/download/private-key`);
    expect(key.statusCode).toBe(200);
    expect(key.body.trim()).toBe(leaf.key.trim());
    expect(key.headers['cache-control']).toBe('no-store');
    expect(key.headers['content-disposition']).toMatch(/^attachment; filename="Main-site\.key"/);
    const certificate = await get(`/api/tools/certificates/${body.id}/download/certificate`);
    expect(certificate.body).toContain(leaf.cert.trim().split('\n')[1]);

    const logs = await test.database.db.select().from(adminLogs);
    expect(logs.map((log) => log.action)).toEqual(
      expect.arrayContaining(['certificate_uploaded', 'certificate_key_downloaded']),
    );
    expect(JSON.stringify(logs)).not.toContain('PRIVATE KEY');
  });

  it('encrypts the client certificate of a cloudflare-client certificate and keeps a given expiry date', async () => {
    const reply = await upload({
      ...valid(),
      type: 'cloudflare-client',
      clientCertificateData: client.cert,
      csrData: certs.csr(leaf.key, 'example.com'),
      expiresAt: '2030-01-31',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ hasClientCertificate: true, expiresAt: '2030-01-31T00:00:00.000Z' });
    const [row] = await test.database.db
      .select()
      .from(sslCertificates)
      .where(eq(sslCertificates.id, reply.json().id));
    expect(row?.clientCertificateData).toMatch(/^enc:v1:/);
    const health = await get(`/api/tools/certificates/${reply.json().id}/health`);
    expect(health.json()).toMatchObject({ isValid: true, hasClientCertificate: true });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ domain: 'not a domain' }, 'domain'],
    [{ type: 'wildcard' }, 'type'],
    [{ certificateData: '' }, 'certificateData'],
    [{ privateKeyData: '' }, 'privateKeyData'],
    [{ clientCertificateData: 'x' }, 'clientCertificateData'],
    [{ expiresAt: 'someday' }, 'expiresAt'],
  ])('refuses %o with 400 naming %s', async (change, field) => {
    const reply = await upload({ ...valid(), ...change });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().fieldErrors)).toContain(field);
  });

  it.each([
    ['certificateData', 'not a pem at all', /Certificate data is not a PEM certificate/],
    [
      'certificateData',
      '-----BEGIN CERTIFICATE-----\nZ2FyYmFnZQ==\n-----END CERTIFICATE-----',
      /not a valid X\.509/,
    ],
    [
      'privateKeyData',
      '-----BEGIN PRIVATE KEY-----\nZ2FyYmFnZQ==\n-----END PRIVATE KEY-----',
      /not a readable private key/,
    ],
    [
      'privateKeyData',
      '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----',
      /passphrase/,
    ],
    ['csrData', 'garbage', /not a PEM certificate request/],
  ])('answers bad PEM in %s with a clear 400', async (field, value, message) => {
    const reply = await upload({ ...valid(), [field]: value });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(message);
    expect(reply.json().fieldErrors).toHaveProperty(field);
  });

  it('refuses a body that is not multipart', async () => {
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/tools/certificates/upload',
      headers: owner.headers,
      payload: valid(),
    });
    expect(reply.statusCode).toBe(415);
  });
});

describe('certificate list, health and delete', () => {
  it('refuses a private key that does not belong to the certificate, naming the field', async () => {
    const reply = await upload({ ...valid(), name: 'Mismatch', privateKeyData: createKey() });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(
      errorReply('bad-request', 'Private key data does not match the certificate', {
        fieldErrors: { privateKeyData: ['does not match the certificate'] },
      }),
    );
    expect(
      await test.database.db.select().from(sslCertificates).where(eq(sslCertificates.name, 'Mismatch')),
    ).toEqual([]);
  });

  it('reports a key that no longer matches through the health check', async () => {
    const created = (await upload({ ...valid(), name: 'Mismatch' })).json();
    // A certificate renewed with a new key while the old key stayed stored: only the health check can tell.
    const renewed = certs.issue(root, {
      commonName: 'example.com',
      dnsNames: ['www.example.com'],
      notAfter: daysFromNow(90),
    });
    await test.database.db
      .update(sslCertificates)
      .set({ certificateData: renewed.cert })
      .where(eq(sslCertificates.id, created.id));
    const health = await get(`/api/tools/certificates/${created.id}/health`);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      isValid: false,
      validationErrors: ['Private key does not match the certificate'],
      expiryStatus: { expired: false, expiringSoon: false },
    });
  });

  it('lists certificates without their secrets, newest first, and deletes with a log entry', async () => {
    const list = (await get('/api/tools/certificates')).json();
    expect(list[0].name).toBe('Mismatch');
    expect(JSON.stringify(list)).not.toContain('PRIVATE KEY');
    const id = list[0].id;
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/tools/certificates/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await test.app.inject({
      method: 'DELETE',
      url: `/api/tools/certificates/${id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    expect((await get(`/api/tools/certificates/${id}/health`)).statusCode).toBe(404);
    expect((await get('/api/tools/certificates/abc/health')).statusCode).toBe(400);
    const [log] = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'certificate_deleted'));
    expect(log).toMatchObject({ resource: 'ssl_certificate', resourceId: String(id) });
  });

  it('cannot read a key stored under another APP_SECRET, and says so', async () => {
    const other = await createTestApp({
      identify: 'sessions',
      secret: 'another-secret-0123456789abcdef0123456789',
    });
    try {
      const [row] = await test.database.db.select().from(sslCertificates).limit(1);
      if (!row) throw new Error('no certificate stored');
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
      const [inserted] = await other.database.db.insert(sslCertificates).values(copy).returning();
      const session = await signInAsOwner(other);
      const health = await other.app.inject({
        method: 'GET',
        url: `/api/tools/certificates/${inserted?.id}/health`,
        headers: session.headers,
      });
      expect(health.json().validationErrors.join(' ')).toMatch(/Private key cannot be decrypted/);
      const key = await other.app.inject({
        method: 'GET',
        url: `/api/tools/certificates/${inserted?.id}/download/private-key`,
        headers: session.headers,
      });
      expect(key.statusCode).toBe(409);
    } finally {
      await other.close();
    }
  });
});
