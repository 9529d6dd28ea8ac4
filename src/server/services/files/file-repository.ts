import { count, desc, eq } from 'drizzle-orm';
import type { ManagedFile } from '../../../shared/api/admin-files';
import type { PageQuery } from '../../../shared/api/paging';
import type { Db } from '../../db/client';
import { managedFiles } from '../../db/schema';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { deleteBlob, readBlob, storeBlob } from '../../platform/blobs';
import { olderThanCursor, type Page, toNewestFirstPage } from '../../platform/http/keyset-page';

type ManagedFileRow = typeof managedFiles.$inferSelect;
export type StoredFile = { file: ManagedFile; bytes: Buffer };
export type NewFile = {
  bytes: Buffer;
  originalName: string;
  mimeType: string;
  extension: string;
  category: string;
  isPublic: boolean;
  uploadedBy: number | null;
};

function toManagedFile(row: ManagedFileRow): ManagedFile {
  return {
    id: row.id,
    originalName: row.originalName,
    size: row.size,
    category: row.category,
    mimeType: row.mimeType,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bytes, the row and the activity entry commit together, or none of them does. */
export async function storeFile(db: Db, source: ActivitySource, file: NewFile): Promise<ManagedFile> {
  return db.transaction(async (tx) => {
    const path = await storeBlob(tx, file.bytes);
    const [row] = await tx
      .insert(managedFiles)
      .values({
        filename: `${path.replace(/^blob:/, '')}.${file.extension}`,
        originalName: file.originalName,
        path,
        size: file.bytes.length,
        mimeType: file.mimeType,
        category: file.category,
        uploadedBy: file.uploadedBy,
        isPublic: file.isPublic,
      })
      .returning();
    if (!row) throw new Error('the file row was not returned');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.fileUploaded,
      resource: 'managed_file',
      resourceId: row.id,
      details: { originalName: row.originalName, size: row.size, mimeType: row.mimeType },
    });
    return toManagedFile(row);
  });
}

/** A page of the files, newest first (see platform/http/keyset-page.ts). */
export async function pageFiles(db: Db, query: PageQuery): Promise<Page<ManagedFile>> {
  const rows = await db
    .select()
    .from(managedFiles)
    .where(olderThanCursor(managedFiles.createdAt, managedFiles.id, query.cursor))
    .orderBy(desc(managedFiles.createdAt), desc(managedFiles.id))
    .limit(query.limit + 1);
  return toNewestFirstPage(rows, query.limit, toManagedFile);
}

export async function countFiles(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(managedFiles);
  return row?.total ?? 0;
}

export async function readStoredFile(db: Db, id: number): Promise<StoredFile | null> {
  const [row] = await db.select().from(managedFiles).where(eq(managedFiles.id, id));
  const bytes = row ? await readBlob(db, row.path) : null;
  return row && bytes ? { file: toManagedFile(row), bytes } : null;
}

export async function deleteFile(db: Db, source: ActivitySource, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(managedFiles).where(eq(managedFiles.id, id)).returning();
    if (!row) return false;
    await deleteBlob(tx, row.path);
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.fileDeleted,
      resource: 'managed_file',
      resourceId: id,
      details: { originalName: row.originalName },
    });
    return true;
  });
}
