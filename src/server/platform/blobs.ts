import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileBlobs } from '../db/schema';

/*
 * The one file store: bytes live in `file_blobs`, and the row that owns them keeps the path
 * `blob:<id>`. Every write takes the caller's transaction, so the bytes and their row commit
 * (or roll back) together, and a backup of the database holds every file.
 */
const PREFIX = 'blob:';

function blobIdOf(path: string | null): string | null {
  return path?.startsWith(PREFIX) ? path.slice(PREFIX.length) : null;
}

/** Stores the bytes and returns the `blob:<id>` path for the owning row. */
export async function storeBlob(tx: Db, bytes: Buffer): Promise<string> {
  const [blob] = await tx
    .insert(fileBlobs)
    .values({ data: bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
    .returning({ id: fileBlobs.id });
  if (!blob) throw new Error('blob insert returned no row');
  return `${PREFIX}${blob.id}`;
}

/** The bytes at a `blob:<id>` path, or null when the path is not one or the blob is gone. */
export async function readBlob(db: Db, path: string | null): Promise<Buffer | null> {
  const id = blobIdOf(path);
  if (!id) return null;
  const [blob] = await db
    .select({ data: fileBlobs.data })
    .from(fileBlobs)
    .where(eq(fileBlobs.id, id))
    .limit(1);
  return blob?.data ?? null;
}

export async function deleteBlob(tx: Db, path: string | null): Promise<void> {
  const id = blobIdOf(path);
  if (id) await tx.delete(fileBlobs).where(eq(fileBlobs.id, id));
}

export async function deleteBlobs(tx: Db, paths: string[]): Promise<void> {
  const ids = paths.map(blobIdOf).filter((id): id is string => id !== null);
  if (ids.length > 0) await tx.delete(fileBlobs).where(inArray(fileBlobs.id, ids));
}
