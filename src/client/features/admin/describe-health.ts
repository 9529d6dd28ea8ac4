import type { CertificateHealth } from '../../../shared/api/admin-certificates';
import type { ToastInput } from '../../components/ui/use-toast';

function presence(label: string, isPresent: boolean): string {
  return `${label} ${isPresent ? 'present' : 'missing'}`;
}

function describeExpiry(health: CertificateHealth): string {
  const { expired, expiringSoon, daysUntilExpiry } = health.expiryStatus;
  if (expired) return 'Expiry: expired';
  if (expiringSoon) return `Expiry: expires in ${daysUntilExpiry} days`;
  return daysUntilExpiry === null ? 'Expiry: valid' : `Expiry: valid (${daysUntilExpiry} days left)`;
}

/** Spec §8: "Certificate Health: Good" or "…: Issues Found", with validity, errors, components and expiry. */
export function describeHealth(health: CertificateHealth): ToastInput {
  const lines = [
    health.isValid ? 'Valid' : 'Invalid',
    ...health.validationErrors,
    // The leaf's own expiry has its line below; other warnings (intermediates, key size, chain) are listed.
    ...health.warnings
      .filter((warning) => !warning.startsWith('Certificate expires in'))
      .map((warning) => `Warning: ${warning}`),
    [
      presence('Certificate', health.hasCertificate),
      presence('Private key', health.hasPrivateKey),
      presence('Client certificate', health.hasClientCertificate),
    ].join(', '),
    describeExpiry(health),
  ];
  if (health.details) {
    const { keyType, keySize, issuer } = health.details;
    lines.push(`${keyType ?? 'Unknown key'}${keySize ? ` ${keySize} bits` : ''}, issued by ${issuer}`);
  }
  return health.isValid
    ? { title: 'Certificate Health: Good', description: lines.join('\n') }
    : { title: 'Certificate Health: Issues Found', description: lines.join('\n'), variant: 'destructive' };
}
