import type { X509Certificate } from 'node:crypto';
import { EXPIRING_SOON_DAYS } from '../../../shared/api/admin-certificates';
import {
  daysUntil,
  describeTimeLeft,
  formatDay,
  isIssuedBy,
  shortName,
  validityOf,
} from './read-certificate';

export type Findings = { errors: string[]; warnings: string[] };

/**
 * A chain as a server sends it: the leaf first, then each certificate's issuer. Every link must
 * verify, and no intermediate may be expired (clients reject the whole chain for one).
 */
export function checkChain(chain: X509Certificate[], now: Date): Findings {
  const findings: Findings = { errors: [], warnings: [] };
  for (let index = 0; index + 1 < chain.length; index++) {
    const certificate = chain[index] as X509Certificate;
    const next = chain[index + 1] as X509Certificate;
    if (!isIssuedBy(certificate, next)) {
      const issuerAt = chain.findIndex((candidate) => isIssuedBy(certificate, candidate));
      const hint = issuerAt >= 0 ? `; its issuer is certificate ${issuerAt + 1}` : '';
      findings.errors.push(
        `Chain is out of order: certificate ${index + 1} (${shortName(certificate)}) is not issued by certificate ${index + 2} (${shortName(next)})${hint}`,
      );
    }
  }
  for (const [index, intermediate] of chain.slice(1).entries()) {
    checkIntermediateDates(intermediate, index + 2, now, findings);
  }
  return findings;
}

function checkIntermediateDates(
  certificate: X509Certificate,
  position: number,
  now: Date,
  findings: Findings,
): void {
  const { from, to } = validityOf(certificate);
  const label = `Intermediate certificate ${position} (${shortName(certificate)})`;
  if (to.getTime() <= now.getTime()) {
    findings.errors.push(`${label} expired on ${formatDay(to)}`);
  } else if (from.getTime() > now.getTime()) {
    findings.errors.push(`${label} is not valid until ${formatDay(from)}`);
  } else if (daysUntil(to, now) <= EXPIRING_SOON_DAYS) {
    findings.warnings.push(`${label} expires ${describeTimeLeft(to, now)}`);
  }
}
