import { and, asc, count, eq } from 'drizzle-orm';
import type { JobApplicationDocument, JobDocumentType } from '../../../shared/api/job-documents';
import type { Db } from '../../db/client';
import { jobApplicationDocuments, jobApplications } from '../../db/schema';
import { deleteBlob, readBlob, storeBlob } from '../../platform/blobs';

type DocumentRow = typeof jobApplicationDocuments.$inferSelect;
export type NewDocument = {
  applicationId: number;
  bytes: Buffer;
  originalName: string;
  mimeType: string;
  extension: string;
  documentType: JobDocumentType;
};

function toJobApplicationDocument(row: DocumentRow): JobApplicationDocument {
  return {
    id: row.id,
    applicationId: row.applicationId,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    documentType: row.documentType as JobDocumentType,
    createdAt: row.createdAt.toISOString(),
  };
}

const ownedDocuments = (userId: string) =>
  and(eq(jobApplications.id, jobApplicationDocuments.applicationId), eq(jobApplications.userId, userId));

/** One application's documents, oldest first, only if the application is the user's. */
export async function listDocumentsForApplication(
  db: Db,
  userId: string,
  applicationId: number,
): Promise<JobApplicationDocument[]> {
  const rows = await db
    .select({ document: jobApplicationDocuments })
    .from(jobApplicationDocuments)
    .innerJoin(jobApplications, ownedDocuments(userId))
    .where(eq(jobApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(jobApplicationDocuments.createdAt), asc(jobApplicationDocuments.id));
  return rows.map((row) => toJobApplicationDocument(row.document));
}

export async function countDocumentsForApplication(tx: Db, applicationId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(jobApplicationDocuments)
    .where(eq(jobApplicationDocuments.applicationId, applicationId));
  return row?.total ?? 0;
}

/** The bytes and their row, in the caller's transaction. */
export async function insertDocumentRow(tx: Db, document: NewDocument): Promise<JobApplicationDocument> {
  const path = await storeBlob(tx, document.bytes);
  const [row] = await tx
    .insert(jobApplicationDocuments)
    .values({
      applicationId: document.applicationId,
      filename: `${path.replace(/^blob:/, '')}.${document.extension}`,
      originalName: document.originalName,
      path,
      size: document.bytes.length,
      mimeType: document.mimeType,
      documentType: document.documentType,
    })
    .returning();
  if (!row) throw new Error('the document row was not returned');
  return toJobApplicationDocument(row);
}

async function findOwnedRow(
  db: Db,
  userId: string,
  applicationId: number,
  documentId: number,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select({ document: jobApplicationDocuments })
    .from(jobApplicationDocuments)
    .innerJoin(jobApplications, ownedDocuments(userId))
    .where(
      and(
        eq(jobApplicationDocuments.applicationId, applicationId),
        eq(jobApplicationDocuments.id, documentId),
      ),
    )
    .limit(1);
  return row?.document ?? null;
}

export async function readDocumentForUser(
  db: Db,
  userId: string,
  applicationId: number,
  documentId: number,
): Promise<{ document: JobApplicationDocument; bytes: Buffer } | null> {
  const row = await findOwnedRow(db, userId, applicationId, documentId);
  const bytes = row ? await readBlob(db, row.path) : null;
  return row && bytes ? { document: toJobApplicationDocument(row), bytes } : null;
}

/** Removes the row and its bytes; null when the document is not the user's. */
export async function deleteDocumentRow(
  tx: Db,
  userId: string,
  applicationId: number,
  documentId: number,
): Promise<JobApplicationDocument | null> {
  const row = await findOwnedRow(tx, userId, applicationId, documentId);
  if (!row) return null;
  await tx.delete(jobApplicationDocuments).where(eq(jobApplicationDocuments.id, row.id));
  await deleteBlob(tx, row.path);
  return toJobApplicationDocument(row);
}

/**
 * Where an application's documents keep their bytes, read before the application goes: its rows
 * go by cascade, but the bytes live in file_blobs, which no foreign key ties to them.
 */
export async function documentPathsOfApplication(tx: Db, applicationId: number): Promise<string[]> {
  const rows = await tx
    .select({ path: jobApplicationDocuments.path })
    .from(jobApplicationDocuments)
    .where(eq(jobApplicationDocuments.applicationId, applicationId));
  return rows.map((row) => row.path);
}
