import { describe, expect, it } from 'vitest';
import { describeHealth } from '../../src/client/features/admin/describe-health';
import { describeError } from '../../src/client/features/admin/format';
import { sortPemBlocks } from '../../src/client/features/admin/sort-pem-blocks';
import { fileTypeLabel, formatFileSize } from '../../src/client/lib/file-labels';
import type { CertificateHealth } from '../../src/shared/api/admin-certificates';

describe('file sizes (spec §9: base 1024, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 * 2.345, '2.35 MB'],
    [1024 ** 3 * 3, '3 GB'],
    [1024 ** 4, '1024 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('file type badge (spec §2)', () => {
  it.each([
    ['application/pdf', 'PDF'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word'],
    ['application/msword', 'Word'],
    ['image/png', 'PNG'],
    ['text/plain', 'PLAIN'],
    ['weird', 'File'],
  ])('%s shows %s', (mime, label) => {
    expect(fileTypeLabel(mime)).toBe(label);
  });
});

describe('error messages', () => {
  it('takes the server message out of an apiRequest error', () => {
    expect(
      describeError(new Error('413: {"message":"The file is larger than the 25 MB upload limit"}')),
    ).toBe('The file is larger than the 25 MB upload limit');
    expect(describeError(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
    expect(describeError(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('paste from clipboard', () => {
  const block = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
  it('puts each PEM block in its field, keeping a chain in order', () => {
    const text = [
      'subject=CN = example.com',
      block('CERTIFICATE', 'LEAF'),
      block('CERTIFICATE', 'INTERMEDIATE'),
      block('PRIVATE KEY', 'KEY'),
      block('CERTIFICATE REQUEST', 'CSR'),
    ].join('\n');
    expect(sortPemBlocks(text)).toEqual({
      certificateData: `${block('CERTIFICATE', 'LEAF')}\n${block('CERTIFICATE', 'INTERMEDIATE')}\n`,
      privateKeyData: `${block('PRIVATE KEY', 'KEY')}\n`,
      csrData: `${block('CERTIFICATE REQUEST', 'CSR')}\n`,
    });
  });

  it('finds nothing in text without PEM blocks', () => {
    expect(sortPemBlocks('hello')).toEqual({});
  });
});

describe('health toast (spec §8)', () => {
  const health: CertificateHealth = {
    name: 'Site',
    domain: 'example.com',
    type: 'ca-signed',
    isValid: true,
    validationErrors: [],
    warnings: [],
    hasCertificate: true,
    hasPrivateKey: true,
    hasClientCertificate: false,
    expiryStatus: { expired: false, expiringSoon: false, daysUntilExpiry: 80 },
    details: null,
    checkedAt: '2026-01-01T00:00:00.000Z',
  };

  it('says Good with validity, components and expiry', () => {
    expect(describeHealth(health)).toEqual({
      title: 'Certificate Health: Good',
      description:
        'Valid\nCertificate present, Private key present, Client certificate missing\nExpiry: valid (80 days left)',
    });
  });

  it('says Issues Found, destructive, with the errors and the expiry', () => {
    const toast = describeHealth({
      ...health,
      isValid: false,
      validationErrors: ['Certificate expired on 2025-01-01'],
      expiryStatus: { expired: true, expiringSoon: false, daysUntilExpiry: -5 },
    });
    expect(toast.title).toBe('Certificate Health: Issues Found');
    expect(toast.variant).toBe('destructive');
    expect(toast.description).toContain('Invalid\nCertificate expired on 2025-01-01');
    expect(toast.description).toContain('Expiry: expired');
    const soon = describeHealth({
      ...health,
      expiryStatus: { expired: false, expiringSoon: true, daysUntilExpiry: 9 },
    });
    expect(soon.description).toContain('Expiry: expires in 9 days');
  });

  it('never says Good for a certificate in its last day: it says within how many hours, as an issue', () => {
    const lastDay = describeHealth({
      ...health,
      warnings: ['Certificate expires within 5 hours'],
      expiryStatus: { expired: false, expiringSoon: true, daysUntilExpiry: 0 },
      checkedAt: '2026-01-01T10:00:00.000Z',
      details: {
        subject: 'CN=example.com',
        issuer: 'CN=Root',
        serialNumber: '01',
        fingerprint256: 'AA',
        validFrom: '2025-01-01T00:00:00.000Z',
        validTo: '2026-01-01T14:30:00.000Z',
        subjectAltNames: ['example.com'],
        keyType: 'RSA',
        keySize: 2048,
        isSelfSigned: false,
        chainLength: 1,
        keyMatches: true,
        domainMatches: true,
      },
    });
    expect(lastDay.title).toBe('Certificate Health: Issues Found');
    expect(lastDay.variant).toBe('destructive');
    expect(lastDay.description).toMatch(/Expiry: expires within 5 hours \(.+\)/);
    expect(lastDay.description).not.toContain('0 days');
    expect(lastDay.description).not.toContain('Warning: Certificate expires');
  });
});
