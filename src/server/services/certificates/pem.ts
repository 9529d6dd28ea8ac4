import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { fieldError } from '../../platform/errors';

export type PemBlock = { label: string; text: string };

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n[\s\S]*?-----END \1-----/g;
const BASE64_BODY = /^[A-Za-z0-9+/=\s]+$/;

const FIELD_LABELS: Record<string, string> = {
  certificateData: 'Certificate data',
  privateKeyData: 'Private key data',
  csrData: 'CSR data',
  clientCertificateData: 'Client certificate data',
};

function labelOf(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** Every PEM block in a text, in order; text outside the blocks (comments, bag attributes) is skipped. */
export function splitPemBlocks(text: string): PemBlock[] {
  return [...text.matchAll(PEM_BLOCK)].map((match) => ({ label: match[1] ?? '', text: match[0] }));
}

/**
 * The certificates of a PEM text in the order given (leaf first when it is a chain). Anything that
 * is not a readable certificate is the caller's mistake: a 400 naming the field, never a 500.
 */
export function parseCertificateChain(pem: string, field = 'certificateData'): X509Certificate[] {
  const blocks = splitPemBlocks(pem).filter((block) => block.label === 'CERTIFICATE');
  if (blocks.length === 0) {
    throw fieldError(field, labelOf(field), 'is not a PEM certificate (-----BEGIN CERTIFICATE-----)');
  }
  return blocks.map((block, index) => {
    try {
      return new X509Certificate(block.text);
    } catch {
      const which = blocks.length > 1 ? `certificate ${index + 1} of ${blocks.length}` : 'the certificate';
      throw fieldError(
        field,
        labelOf(field),
        `has a PEM block that is not a valid X.509 certificate (${which})`,
      );
    }
  });
}

/** The one private key of a PEM text. Keys protected by a passphrase cannot be checked or served. */
export function parsePrivateKey(pem: string, field = 'privateKeyData'): KeyObject {
  const blocks = splitPemBlocks(pem).filter((block) => block.label.endsWith('PRIVATE KEY'));
  if (blocks.length !== 1) {
    throw fieldError(
      field,
      labelOf(field),
      'must hold exactly one PEM private key (-----BEGIN PRIVATE KEY-----)',
    );
  }
  const [block] = blocks as [PemBlock];
  if (block.label === 'ENCRYPTED PRIVATE KEY' || block.text.includes('Proc-Type: 4,ENCRYPTED')) {
    throw fieldError(field, labelOf(field), 'is protected by a passphrase; upload the key without one');
  }
  try {
    return createPrivateKey(block.text);
  } catch {
    throw fieldError(field, labelOf(field), 'is not a readable private key');
  }
}

/** Node reads no CSRs, so a CSR is checked for shape only: one PEM request block with a base64 body. */
export function checkCsrShape(pem: string, field = 'csrData'): void {
  const blocks = splitPemBlocks(pem).filter((block) => block.label.endsWith('CERTIFICATE REQUEST'));
  const body = blocks[0]?.text.split('\n').slice(1, -1).join('\n') ?? '';
  if (blocks.length !== 1 || !BASE64_BODY.test(body)) {
    throw fieldError(
      field,
      labelOf(field),
      'is not a PEM certificate request (-----BEGIN CERTIFICATE REQUEST-----)',
    );
  }
}

/** The PEM text of certificates, one block after another, as servers expect a chain file. */
export function joinPem(certificates: X509Certificate[]): string {
  return certificates.map((certificate) => certificate.toString().trim()).join('\n');
}
