import type { KeyObject, X509Certificate } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

const CURVE_BITS: Record<string, { name: string; bits: number }> = {
  prime256v1: { name: 'P-256', bits: 256 },
  secp384r1: { name: 'P-384', bits: 384 },
  secp521r1: { name: 'P-521', bits: 521 },
};

export type KeyDescription = { keyType: string | null; keySize: number | null };

/** "RSA" with the modulus length, "EC P-256", "Ed25519": what an operator compares with policy. */
export function describeKey(key: KeyObject): KeyDescription {
  const details = key.asymmetricKeyDetails ?? {};
  switch (key.asymmetricKeyType) {
    case 'rsa':
    case 'rsa-pss':
      return { keyType: key.asymmetricKeyType.toUpperCase(), keySize: details.modulusLength ?? null };
    case 'ec': {
      const curve = details.namedCurve ? CURVE_BITS[details.namedCurve] : undefined;
      return {
        keyType: `EC ${curve?.name ?? details.namedCurve ?? ''}`.trim(),
        keySize: curve?.bits ?? null,
      };
    }
    case 'ed25519':
      return { keyType: 'Ed25519', keySize: 256 };
    case 'ed448':
      return { keyType: 'Ed448', keySize: 456 };
    default:
      return { keyType: key.asymmetricKeyType ?? null, keySize: null };
  }
}

/** Node 20 has no `validToDate`; its `validTo` is "Feb  1 00:00:00 2030 GMT", which Date reads. */
export function validityOf(certificate: X509Certificate): { from: Date; to: Date } {
  return { from: new Date(certificate.validFrom), to: new Date(certificate.validTo) };
}

/** Whole days from now until the date, rounded down; negative once it has passed. */
export function daysUntil(date: Date, now: Date): number {
  return Math.floor((date.getTime() - now.getTime()) / DAY_MS);
}

/** "in 9 days", or "within 5 hours" on the last day: "in 0 days" would read as still fine. */
export function describeTimeLeft(date: Date, now: Date): string {
  const days = daysUntil(date, now);
  if (days >= 1) return `in ${days} days`;
  const hours = Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 3_600_000));
  return `within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Issuer and subject are the same name and the certificate's own key verifies it (its key usage may not allow signing others). */
export function isSelfSigned(certificate: X509Certificate): boolean {
  return certificate.issuer === certificate.subject && certificate.verify(certificate.publicKey);
}

/** True when `issuer` issued `certificate`: names line up and its key verifies the signature. */
export function isIssuedBy(certificate: X509Certificate, issuer: X509Certificate): boolean {
  return certificate.checkIssued(issuer) && certificate.verify(issuer.publicKey);
}

/** The CN of a certificate's subject, else the whole subject on one line, for messages. */
export function shortName(certificate: X509Certificate): string {
  return /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1] ?? certificate.subject.replaceAll('\n', ', ');
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
