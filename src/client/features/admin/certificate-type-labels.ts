import type { CertificateType } from '../../../shared/api/admin-certificates';

/** How the five certificate types of spec §3 read in the form and the list. */
export const certificateTypeLabels: Record<CertificateType, string> = {
  'cloudflare-origin': 'Cloudflare Origin',
  'cloudflare-client': 'Cloudflare Client',
  'lets-encrypt': "Let's Encrypt",
  'ca-signed': 'CA Signed',
  'self-signed': 'Self Signed',
};
