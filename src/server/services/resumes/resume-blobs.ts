import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';

const PREFIX = 'blob:';

/** Stores bytes in `file_blobs` inside the caller's transaction; returns the `blob:<id>` path for the row. */
export async function storeBlob(tx: Db, bytes: Buffer): Promise<string> {
  const [blob] = await tx
    .insert(fileBlobs)
    .values({ data: bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
    .returning({ id: fileBlobs.id });
  if (!blob) throw new Error('blob insert returned no row');
  return `${PREFIX}${blob.id}`;
}

export async function deleteBlob(tx: Db, path: string | null): Promise<void> {
  const id = path?.startsWith(PREFIX) ? path.slice(PREFIX.length) : null;
  if (id) await tx.delete(fileBlobs).where(eq(fileBlobs.id, id));
}
