import type {
  Certificate,
  CertificateHealth,
  CertificateUpload,
} from '../../../shared/api/admin-certificates';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError, fieldError } from '../../platform/errors';
import {
  type CertificateRow,
  deleteCertificate,
  findCertificateRow,
  insertCertificate,
  type NewCertificateRow,
} from './certificate-repository';
import { checkCertificateHealth, type SecretValue } from './check-health';
import { checkCsrShape, joinPem, parseCertificateChain, parsePrivateKey, splitPemBlocks } from './pem';
import { validityOf } from './read-certificate';
import { decryptSecret, encryptSecret } from './secret-box';

/** `certificateKey` encrypts stored private keys; derived from APP_SECRET by the composition root. */
export type CertificateDeps = { db: Db; certificateKey: Buffer };

/** Also the additional data of each ciphertext: renaming one makes stored values unreadable. */
export const secretFields = { privateKey: 'Private key', clientCertificate: 'Client certificate' } as const;

/**
 * Checks every PEM text reads and that the private key belongs to the certificate (a 400 naming
 * the field otherwise: a mismatched pair would be stored and shown Active while no server could
 * use it), fills expiresAt from the leaf certificate when it was not given, and encrypts the
 * private key and the client certificate.
 */
export function prepareCertificate(upload: CertificateUpload, secretKey: Buffer): NewCertificateRow {
  const chain = parseCertificateChain(upload.certificateData);
  const privateKey = parsePrivateKey(upload.privateKeyData);
  if (chain[0] && !chain[0].checkPrivateKey(privateKey)) {
    throw fieldError('privateKeyData', 'Private key data', 'does not match the certificate');
  }
  const keyBlock = splitPemBlocks(upload.privateKeyData).find((block) => block.label.endsWith('PRIVATE KEY'));
  if (upload.csrData) checkCsrShape(upload.csrData);
  const client = upload.clientCertificateData
    ? joinPem(parseCertificateChain(upload.clientCertificateData, 'clientCertificateData'))
    : null;
  const leaf = chain[0];
  return {
    name: upload.name,
    domain: upload.domain,
    type: upload.type,
    certificateData: joinPem(chain),
    privateKeyData: encryptSecret(
      secretKey,
      keyBlock?.text ?? upload.privateKeyData,
      secretFields.privateKey,
    ),
    csrData: upload.csrData ?? null,
    clientCertificateData: client ? encryptSecret(secretKey, client, secretFields.clientCertificate) : null,
    expiresAt: upload.expiresAt ?? (leaf ? validityOf(leaf).to : null),
  };
}

export async function uploadCertificate(
  deps: CertificateDeps,
  source: ActivitySource,
  upload: CertificateUpload,
): Promise<Certificate> {
  return insertCertificate(deps.db, source, prepareCertificate(upload, deps.certificateKey));
}

async function findOrFail(db: Db, id: number): Promise<CertificateRow> {
  const row = await findCertificateRow(db, id);
  if (!row) throw new AppError('not-found', 'Certificate not found');
  return row;
}

function openSecret(secretKey: Buffer, stored: string | null, field: string): SecretValue {
  if (!stored) return null;
  try {
    return { text: decryptSecret(secretKey, stored, field) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

export async function checkStoredCertificate(
  deps: CertificateDeps,
  id: number,
  now = new Date(),
): Promise<CertificateHealth> {
  const row = await findOrFail(deps.db, id);
  return checkCertificateHealth({
    name: row.name,
    domain: row.domain,
    type: row.type,
    certificatePem: row.certificateData,
    privateKey: openSecret(deps.certificateKey, row.privateKeyData, secretFields.privateKey),
    clientCertificate: openSecret(
      deps.certificateKey,
      row.clientCertificateData,
      secretFields.clientCertificate,
    ),
    now,
  });
}

export type CertificateDownload = { text: string; fileName: string };

/** The certificate (public) or the decrypted private key; handing out a key is logged, the key never is. */
export async function readCertificateDownload(
  deps: CertificateDeps,
  source: ActivitySource,
  id: number,
  kind: 'certificate' | 'private-key',
): Promise<CertificateDownload> {
  const row = await findOrFail(deps.db, id);
  const base = toFileStem(row.name || row.domain);
  if (kind === 'certificate') {
    if (!row.certificateData) throw new AppError('not-found', 'This certificate has no certificate data');
    return { text: `${row.certificateData.trim()}\n`, fileName: `${base}.crt` };
  }
  if (!row.privateKeyData) throw new AppError('not-found', 'This certificate has no private key');
  const secret = openSecret(deps.certificateKey, row.privateKeyData, secretFields.privateKey);
  if (!secret || 'problem' in secret)
    throw new AppError('conflict', secret?.problem ?? 'Private key unreadable');
  await deps.db.transaction((tx) =>
    recordActivity(tx, actorFrom(source), {
      action: activityActions.certificateKeyDownloaded,
      resource: 'ssl_certificate',
      resourceId: row.id,
    }),
  );
  return { text: `${secret.text.trim()}\n`, fileName: `${base}.key` };
}

function toFileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9.*-]+/g, '-')
    .replace(/\*/g, 'wildcard')
    .replace(/^-+|-+$/g, '');
  return stem.slice(0, 100) || 'certificate';
}

/** Deletes a certificate and logs it; 404 when there is none. */
export async function removeCertificate(db: Db, source: ActivitySource, id: number): Promise<void> {
  if (!(await deleteCertificate(db, source, id))) throw new AppError('not-found', 'Certificate not found');
}
