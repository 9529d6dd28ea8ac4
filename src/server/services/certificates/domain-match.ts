import type { X509Certificate } from 'node:crypto';

export type CertificateNames = { dnsNames: string[]; commonName: string | null };

/** The DNS names of the subjectAltName extension and the subject's CN. */
export function readCertificateNames(certificate: X509Certificate): CertificateNames {
  const dnsNames = (certificate.subjectAltName ?? '')
    .split(/,\s*/)
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => normalizeHost(entry.slice('DNS:'.length)));
  const commonName = /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1] ?? null;
  return { dnsNames, commonName: commonName ? normalizeHost(commonName) : null };
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * RFC 6125: does a name from a certificate cover a host? A wildcard stands for exactly one whole
 * leftmost label ("*.example.com" covers "a.example.com", not "example.com" or "a.b.example.com"),
 * and needs at least two labels after it. A wildcard host ("*.example.com" typed as the domain) is
 * covered only by the same wildcard.
 */
export function matchesHostName(certificateName: string, host: string): boolean {
  const name = normalizeHost(certificateName);
  const target = normalizeHost(host);
  if (name === target) return true;
  if (!name.startsWith('*.') || target.startsWith('*.')) return false;
  const suffix = name.slice(1);
  if (suffix.split('.').filter(Boolean).length < 2 || name.indexOf('*', 1) !== -1) return false;
  if (!target.endsWith(suffix)) return false;
  const label = target.slice(0, -suffix.length);
  return label.length > 0 && !label.includes('.');
}

/** Names are matched against the DNS SANs; the CN counts only when there are none (RFC 6125 §6.4.4). */
export function coversDomain(names: CertificateNames, domain: string): boolean {
  const candidates = names.dnsNames.length > 0 ? names.dnsNames : names.commonName ? [names.commonName] : [];
  return candidates.some((name) => matchesHostName(name, domain));
}
