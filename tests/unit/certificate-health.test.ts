import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkCertificateHealth,
  type HealthInput,
} from '../../src/server/services/certificates/check-health';
import { matchesHostName } from '../../src/server/services/certificates/domain-match';
import { parseCertificateChain, parsePrivateKey } from '../../src/server/services/certificates/pem';
import { CertificateFactory, createKey, daysFromNow, type Issued } from '../helpers/certificates';

let certs: CertificateFactory;
let root: Issued;
let intermediate: Issued;
let leaf: Issued;

beforeAll(() => {
  certs = new CertificateFactory();
  root = certs.selfSigned({ commonName: 'Test Root CA', isCa: true, notAfter: daysFromNow(3650) });
  intermediate = certs.issue(root, {
    commonName: 'Test Intermediate',
    isCa: true,
    notAfter: daysFromNow(1000),
  });
  leaf = certs.issue(intermediate, {
    commonName: 'example.com',
    dnsNames: ['example.com', 'www.example.com'],
    keyType: 'rsa',
    notAfter: daysFromNow(200),
  });
});
afterAll(() => certs.dispose());

function check(
  overrides: Partial<HealthInput> & { certificatePem: string | null },
): ReturnType<typeof checkCertificateHealth> {
  return checkCertificateHealth({
    name: 'Site',
    domain: 'example.com',
    type: 'ca-signed',
    privateKey: { text: leaf.key },
    clientCertificate: null,
    now: new Date(),
    ...overrides,
  });
}

describe('certificate health', () => {
  it('passes a valid leaf with its intermediate, and reports key, issuer and fingerprint', () => {
    const health = check({ certificatePem: leaf.cert + intermediate.cert });
    expect(health.validationErrors).toEqual([]);
    expect(health.isValid).toBe(true);
    expect(health.expiryStatus).toEqual({ expired: false, expiringSoon: false, daysUntilExpiry: 199 });
    expect(health.details).toMatchObject({
      keyType: 'RSA',
      keySize: 2048,
      issuer: 'CN=Test Intermediate',
      subjectAltNames: ['example.com', 'www.example.com'],
      chainLength: 2,
      keyMatches: true,
      domainMatches: true,
      isSelfSigned: false,
    });
    expect(health.details?.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(health).toMatchObject({ hasCertificate: true, hasPrivateKey: true, hasClientCertificate: false });
  });

  it('fails an expired certificate', () => {
    const expired = certs.issue(root, {
      commonName: 'example.com',
      dnsNames: ['example.com'],
      notBefore: daysFromNow(-400),
      notAfter: daysFromNow(-3),
    });
    const health = check({ certificatePem: expired.cert, privateKey: { text: expired.key } });
    expect(health.isValid).toBe(false);
    expect(health.expiryStatus.expired).toBe(true);
    expect(health.expiryStatus.daysUntilExpiry).toBeLessThan(0);
    expect(health.validationErrors.some((error) => error.startsWith('Certificate expired on'))).toBe(true);
  });

  it('warns, but stays valid, when the certificate expires within 30 days', () => {
    const soon = certs.issue(root, {
      commonName: 'example.com',
      dnsNames: ['example.com'],
      notAfter: daysFromNow(10.5),
    });
    const health = check({ certificatePem: soon.cert + root.cert, privateKey: { text: soon.key } });
    expect(health.isValid).toBe(true);
    expect(health.expiryStatus).toEqual({ expired: false, expiringSoon: true, daysUntilExpiry: 10 });
    expect(health.warnings).toContain('Certificate expires in 10 days');
  });

  it('says "within N hours", not "in 0 days", for a certificate in its last day', () => {
    const lastDay = certs.issue(root, {
      commonName: 'example.com',
      dnsNames: ['example.com'],
      notAfter: daysFromNow(4.5 / 24),
    });
    const health = check({ certificatePem: lastDay.cert + root.cert, privateKey: { text: lastDay.key } });
    expect(health.expiryStatus).toEqual({ expired: false, expiringSoon: true, daysUntilExpiry: 0 });
    expect(health.warnings).toContain('Certificate expires within 5 hours');
    expect(health.warnings.join(' ')).not.toContain('0 days');
  });

  it('fails a private key that does not belong to the certificate', () => {
    const health = check({
      certificatePem: leaf.cert + intermediate.cert,
      privateKey: { text: createKey('rsa') },
    });
    expect(health.details?.keyMatches).toBe(false);
    expect(health.validationErrors).toContain('Private key does not match the certificate');
  });

  it('fails a certificate that does not name the domain', () => {
    const health = check({ certificatePem: leaf.cert + intermediate.cert, domain: 'other.org' });
    expect(health.details?.domainMatches).toBe(false);
    expect(health.validationErrors[0]).toMatch(
      /does not cover other\.org \(it names example\.com, www\.example\.com\)/,
    );
  });

  it('matches a wildcard certificate to one label only', () => {
    const wildcard = certs.issue(root, { commonName: '*.example.com', dnsNames: ['*.example.com'] });
    const input = { certificatePem: wildcard.cert + root.cert, privateKey: { text: wildcard.key } };
    expect(check({ ...input, domain: 'app.example.com' }).details?.domainMatches).toBe(true);
    expect(check({ ...input, domain: '*.example.com' }).details?.domainMatches).toBe(true);
    expect(check({ ...input, domain: 'example.com' }).details?.domainMatches).toBe(false);
    expect(check({ ...input, domain: 'a.b.example.com' }).details?.domainMatches).toBe(false);
  });

  it('uses the CN only when there are no DNS names', () => {
    const cnOnly = certs.issue(root, { commonName: 'legacy.example.com' });
    const health = check({
      certificatePem: cnOnly.cert + root.cert,
      privateKey: { text: cnOnly.key },
      domain: 'legacy.example.com',
    });
    expect(health.details?.domainMatches).toBe(true);
  });

  it('fails a chain in the wrong order, saying where the issuer is', () => {
    const health = check({ certificatePem: intermediate.cert + leaf.cert });
    expect(health.isValid).toBe(false);
    expect(health.validationErrors.join('\n')).toMatch(
      /Chain is out of order: certificate 1 \(Test Intermediate\)/,
    );
  });

  it('fails a chain whose intermediate has expired', () => {
    const oldIntermediate = certs.issue(root, {
      commonName: 'Old Intermediate',
      isCa: true,
      notBefore: daysFromNow(-800),
      notAfter: daysFromNow(-1),
    });
    const child = certs.issue(oldIntermediate, { commonName: 'example.com', dnsNames: ['example.com'] });
    const health = check({
      certificatePem: child.cert + oldIntermediate.cert,
      privateKey: { text: child.key },
    });
    expect(health.validationErrors.join('\n')).toMatch(
      /Intermediate certificate 2 \(Old Intermediate\) expired on/,
    );
  });

  it('reports garbage PEM as an error, not a crash', () => {
    const garbage = '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n';
    const health = check({ certificatePem: garbage });
    expect(health.isValid).toBe(false);
    expect(health.details).toBeNull();
    expect(health.validationErrors[0]).toMatch(/not a valid X\.509 certificate/);
    expect(() => parseCertificateChain('hello')).toThrow(/is not a PEM certificate/);
    expect(() => parsePrivateKey('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n')).toThrow(
      /not a readable private key/,
    );
  });

  it('flags a self-signed certificate of the wrong type, and a missing client certificate', () => {
    const self = certs.selfSigned({ commonName: 'example.com', dnsNames: ['example.com'] });
    const asCa = check({ certificatePem: self.cert, privateKey: { text: self.key } });
    expect(asCa.details?.isSelfSigned).toBe(true);
    expect(asCa.warnings).toContain('Certificate is self-signed; browsers will not trust it');
    const asSelf = check({ certificatePem: self.cert, privateKey: { text: self.key }, type: 'self-signed' });
    expect(asSelf.warnings).toEqual([]);
    const client = check({
      certificatePem: self.cert,
      privateKey: { text: self.key },
      type: 'cloudflare-client',
    });
    expect(client.validationErrors).toContain('Client certificate is missing');
  });

  it('reports a secret that cannot be decrypted', () => {
    const health = check({
      certificatePem: leaf.cert,
      privateKey: { problem: 'Private key cannot be decrypted' },
    });
    expect(health.hasPrivateKey).toBe(true);
    expect(health.validationErrors).toContain('Private key cannot be decrypted');
  });
});

describe('host name matching (RFC 6125)', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['Example.COM', 'example.com.', true],
    ['*.example.com', 'a.example.com', true],
    ['*.example.com', 'example.com', false],
    ['*.example.com', 'a.b.example.com', false],
    ['*.com', 'example.com', false],
    ['a*.example.com', 'ab.example.com', false],
    ['*.example.com', '*.example.com', true],
    ['a.example.com', '*.example.com', false],
  ])('%s covers %s: %s', (name, host, expected) => {
    expect(matchesHostName(name, host)).toBe(expected);
  });
});
