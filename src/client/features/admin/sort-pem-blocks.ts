export type PemFields = { certificateData?: string; privateKeyData?: string; csrData?: string };

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n[\s\S]*?-----END \1-----/g;

/**
 * Spec §5 "Paste from Clipboard": one paste may hold a certificate (or a chain), its key and a
 * CSR; each PEM block goes to its field, in the order pasted.
 */
export function sortPemBlocks(text: string): PemFields {
  const certificates: string[] = [];
  const keys: string[] = [];
  const requests: string[] = [];
  for (const match of text.matchAll(PEM_BLOCK)) {
    const label = match[1] ?? '';
    if (label.endsWith('CERTIFICATE REQUEST')) requests.push(match[0]);
    else if (label.endsWith('PRIVATE KEY')) keys.push(match[0]);
    else if (label === 'CERTIFICATE' || label === 'TRUSTED CERTIFICATE') certificates.push(match[0]);
  }
  const join = (blocks: string[]) => (blocks.length > 0 ? `${blocks.join('\n')}\n` : undefined);
  const fields: PemFields = {};
  const certificateData = join(certificates);
  const privateKeyData = join(keys.slice(0, 1));
  const csrData = join(requests.slice(0, 1));
  if (certificateData) fields.certificateData = certificateData;
  if (privateKeyData) fields.privateKeyData = privateKeyData;
  if (csrData) fields.csrData = csrData;
  return fields;
}
