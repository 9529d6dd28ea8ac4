import type { KeyObject, X509Certificate } from 'node:crypto';
import {
  type CertificateDetails,
  type CertificateHealth,
  CLIENT_CERTIFICATE_TYPE,
  EXPIRING_SOON_DAYS,
  type ExpiryStatus,
} from '../../../shared/api/admin-certificates';
import { AppError } from '../../platform/errors';
import { checkChain, type Findings } from './check-chain';
import { coversDomain, readCertificateNames } from './domain-match';
import { parseCertificateChain, parsePrivateKey } from './pem';
import {
  daysUntil,
  describeKey,
  describeTimeLeft,
  formatDay,
  isSelfSigned,
  validityOf,
} from './read-certificate';

/** A stored secret is either its plain text or the reason it cannot be read (say, a changed APP_SECRET). */
export type SecretValue = { text: string } | { problem: string } | null;

export type HealthInput = {
  name: string;
  domain: string;
  type: string;
  certificatePem: string | null;
  privateKey: SecretValue;
  clientCertificate: SecretValue;
  now: Date;
};

const MIN_RSA_BITS = 2048;
const NO_EXPIRY: ExpiryStatus = { expired: false, expiringSoon: false, daysUntilExpiry: null };

/** The whole health check, from the stored texts alone: a pure function of its input and `now`. */
export function checkCertificateHealth(input: HealthInput): CertificateHealth {
  const findings: Findings = { errors: [], warnings: [] };
  const chain = readChain(input.certificatePem, findings);
  const key = readKey(input.privateKey, findings);
  const leaf = chain[0];
  let details: CertificateDetails | null = null;
  let expiryStatus = NO_EXPIRY;
  if (leaf) {
    expiryStatus = checkLeafDates(leaf, input.now, findings);
    details = describeLeaf(leaf, chain.length, key, input.domain);
    if (!details.domainMatches) {
      const names = details.subjectAltNames.length > 0 ? details.subjectAltNames.join(', ') : 'no DNS names';
      findings.errors.push(`Certificate does not cover ${input.domain} (it names ${names})`);
    }
    if (details.keyMatches === false) findings.errors.push('Private key does not match the certificate');
    if (details.keyType?.startsWith('RSA') && (details.keySize ?? 0) < MIN_RSA_BITS) {
      findings.warnings.push(`RSA key is ${details.keySize} bits; use at least ${MIN_RSA_BITS}`);
    }
    const chainFindings = checkChain(chain, input.now);
    findings.errors.push(...chainFindings.errors);
    findings.warnings.push(...chainFindings.warnings);
    checkTypeFits(input.type, details, findings);
  }
  checkClientCertificate(input, findings);
  return {
    name: input.name,
    domain: input.domain,
    type: input.type,
    isValid: findings.errors.length === 0,
    validationErrors: findings.errors,
    warnings: findings.warnings,
    hasCertificate: Boolean(input.certificatePem),
    hasPrivateKey: input.privateKey !== null,
    hasClientCertificate: input.clientCertificate !== null,
    expiryStatus,
    details,
    checkedAt: input.now.toISOString(),
  };
}

function readChain(pem: string | null, findings: Findings): X509Certificate[] {
  if (!pem) {
    findings.errors.push('Certificate is missing');
    return [];
  }
  try {
    return parseCertificateChain(pem);
  } catch (error) {
    findings.errors.push(error instanceof AppError ? error.message : 'Certificate cannot be read');
    return [];
  }
}

function readKey(secret: SecretValue, findings: Findings): KeyObject | null {
  if (secret === null) {
    findings.errors.push('Private key is missing');
    return null;
  }
  if ('problem' in secret) {
    findings.errors.push(secret.problem);
    return null;
  }
  try {
    return parsePrivateKey(secret.text);
  } catch (error) {
    findings.errors.push(error instanceof AppError ? error.message : 'Private key cannot be read');
    return null;
  }
}

function checkLeafDates(leaf: X509Certificate, now: Date, findings: Findings): ExpiryStatus {
  const { from, to } = validityOf(leaf);
  const days = daysUntil(to, now);
  const expired = to.getTime() <= now.getTime();
  const expiringSoon = !expired && days <= EXPIRING_SOON_DAYS;
  if (expired) findings.errors.push(`Certificate expired on ${formatDay(to)}`);
  else if (from.getTime() > now.getTime())
    findings.errors.push(`Certificate is not valid until ${formatDay(from)}`);
  else if (expiringSoon) findings.warnings.push(`Certificate expires ${describeTimeLeft(to, now)}`);
  return { expired, expiringSoon, daysUntilExpiry: days };
}

function describeLeaf(
  leaf: X509Certificate,
  chainLength: number,
  key: KeyObject | null,
  domain: string,
): CertificateDetails {
  const names = readCertificateNames(leaf);
  const { from, to } = validityOf(leaf);
  return {
    subject: leaf.subject.replaceAll('\n', ', '),
    issuer: leaf.issuer.replaceAll('\n', ', '),
    serialNumber: leaf.serialNumber,
    fingerprint256: leaf.fingerprint256,
    validFrom: from.toISOString(),
    validTo: to.toISOString(),
    subjectAltNames: names.dnsNames,
    ...describeKey(leaf.publicKey),
    isSelfSigned: isSelfSigned(leaf),
    chainLength,
    keyMatches: key ? leaf.checkPrivateKey(key) : null,
    domainMatches: coversDomain(names, domain),
  };
}

function checkTypeFits(type: string, details: CertificateDetails, findings: Findings): void {
  if (type === 'self-signed' && !details.isSelfSigned) {
    findings.warnings.push(`Type is self-signed, but the certificate was issued by ${details.issuer}`);
  }
  if (type !== 'self-signed' && details.isSelfSigned) {
    findings.warnings.push('Certificate is self-signed; browsers will not trust it');
  }
  if (
    (type === 'ca-signed' || type === 'lets-encrypt') &&
    !details.isSelfSigned &&
    details.chainLength === 1
  ) {
    findings.warnings.push('No intermediate certificates were uploaded; most clients need the full chain');
  }
}

function checkClientCertificate(input: HealthInput, findings: Findings): void {
  const secret = input.clientCertificate;
  if (secret === null) {
    if (input.type === CLIENT_CERTIFICATE_TYPE) findings.errors.push('Client certificate is missing');
    return;
  }
  if ('problem' in secret) {
    findings.errors.push(secret.problem);
    return;
  }
  try {
    const [client] = parseCertificateChain(secret.text, 'clientCertificateData');
    const to = client ? validityOf(client).to : null;
    if (to && to.getTime() <= input.now.getTime()) {
      findings.errors.push(`Client certificate expired on ${formatDay(to)}`);
    }
  } catch (error) {
    findings.errors.push(error instanceof AppError ? error.message : 'Client certificate cannot be read');
  }
}
