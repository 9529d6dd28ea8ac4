import type { CertificateHealth } from '../../../shared/api/admin-certificates';
import type { ToastInput } from '../../components/ui/use-toast';

function presence(label: string, isPresent: boolean): string {
  return `${label} ${isPresent ? 'present' : 'missing'}`;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Valid, but for less than a day: "expires in 0 days" under a green "Good" would hide it. */
function isExpiringToday(health: CertificateHealth): boolean {
  const { expired, daysUntilExpiry } = health.expiryStatus;
  return !expired && daysUntilExpiry !== null && daysUntilExpiry < 1;
}

function describeLastDay(health: CertificateHealth): string {
  if (!health.details) return 'Expiry: expires within 24 hours';
  const end = new Date(health.details.validTo);
  const hours = Math.max(1, Math.ceil((end.getTime() - new Date(health.checkedAt).getTime()) / 3_600_000));
  return `Expiry: expires within ${hours} ${hours === 1 ? 'hour' : 'hours'} (${timeFormat.format(end)})`;
}

function describeExpiry(health: CertificateHealth): string {
  const { expired, expiringSoon, daysUntilExpiry } = health.expiryStatus;
  if (expired) return 'Expiry: expired';
  if (isExpiringToday(health)) return describeLastDay(health);
  if (expiringSoon) return `Expiry: expires in ${daysUntilExpiry} days`;
  return daysUntilExpiry === null ? 'Expiry: valid' : `Expiry: valid (${daysUntilExpiry} days left)`;
}

/**
 * Spec §8: "Certificate Health: Good" or "…: Issues Found", with validity, errors, components and
 * expiry. A certificate in its last day is an issue to act on now, shown as one (red), not as Good.
 */
export function describeHealth(health: CertificateHealth): ToastInput {
  const lines = [
    health.isValid ? 'Valid' : 'Invalid',
    ...health.validationErrors,
    // The leaf's own expiry has its line below; other warnings (intermediates, key size, chain) are listed.
    ...health.warnings
      .filter((warning) => !warning.startsWith('Certificate expires '))
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
  return health.isValid && !isExpiringToday(health)
    ? { title: 'Certificate Health: Good', description: lines.join('\n') }
    : { title: 'Certificate Health: Issues Found', description: lines.join('\n'), variant: 'destructive' };
}
