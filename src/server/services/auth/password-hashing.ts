import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), above OWASP's minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, not as a server error.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check and fails, so an unknown or disabled account
 * cannot be told apart from a wrong password by how long the answer takes.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}

/** 24 characters from 144 random bits, safe to print and type. */
export function generateOneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}
