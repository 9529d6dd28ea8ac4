import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Private keys and client certificates at rest: AES-256-GCM under a key derived from APP_SECRET.
 * Stored as "enc:v1:<base64url of iv | tag | ciphertext>". The field name is bound in as
 * additional data, so a ciphertext copied into another column does not decrypt.
 */

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnreadableError extends Error {
  constructor(field: string) {
    super(`${field} cannot be decrypted: was APP_SECRET changed since it was stored?`);
    this.name = 'SecretUnreadableError';
  }
}

export function encryptSecret(key: Buffer, plaintext: string, field: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(field));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

export function decryptSecret(key: Buffer, stored: string, field: string): string {
  if (!stored.startsWith(PREFIX)) throw new SecretUnreadableError(field);
  const packed = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (packed.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError(field);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadableError(field);
  }
}
