import {
  type JobApplicationDocument,
  type JobDocumentType,
  jobDocumentMimeTypes,
  MAX_DOCUMENTS_PER_APPLICATION,
} from '../../../shared/api/job-documents';
import type { Db } from '../../db/client';
import { activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { detectFileType } from '../files/detect-type';
import { cleanFileName } from '../files/file-service';
import { lockApplicationRow } from './job-application-repository';
import { applicationNotFound, JOB_RESOURCE, type JobActor } from './job-application-service';
import {
  countDocumentsForApplication,
  deleteDocumentRow,
  insertDocumentRow,
  readDocumentForUser,
} from './job-document-repository';

export type DocumentUpload = {
  bytes: Buffer;
  /** The name the browser sent: kept for display and downloads only, never trusted for the type. */
  clientName: string;
  documentType: JobDocumentType;
};

const ALLOWED = new Set<string>(jobDocumentMimeTypes);

export function documentNotFound(): AppError {
  return new AppError('not-found', 'Document not found');
}

/**
 * Attaches a file to one of the user's applications. The type comes from the bytes; the row,
 * its bytes and the activity entry commit together, under the application's row lock so two
 * uploads at once cannot pass the per-application limit.
 */
export async function attachDocument(
  db: Db,
  actor: JobActor,
  applicationId: number,
  upload: DocumentUpload,
): Promise<JobApplicationDocument> {
  if (upload.bytes.length === 0) throw new AppError('bad-request', 'The file is empty');
  const type = await detectFileType(upload.bytes);
  if (!ALLOWED.has(type.mimeType)) {
    throw new AppError(
      'unsupported-type',
      'Attach a PDF, Word, OpenDocument, RTF or plain-text document, or a PNG or JPEG image',
    );
  }
  return db.transaction(async (tx) => {
    const application = await lockApplicationRow(tx, actor.userId, applicationId);
    if (!application) throw applicationNotFound();
    if ((await countDocumentsForApplication(tx, applicationId)) >= MAX_DOCUMENTS_PER_APPLICATION) {
      throw new AppError(
        'conflict',
        `An application keeps at most ${MAX_DOCUMENTS_PER_APPLICATION} documents; delete one first`,
      );
    }
    const document = await insertDocumentRow(tx, {
      applicationId,
      bytes: upload.bytes,
      originalName: cleanFileName(upload.clientName),
      mimeType: type.mimeType,
      extension: type.extension,
      documentType: upload.documentType,
    });
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobDocumentAttached,
      resource: JOB_RESOURCE,
      resourceId: applicationId,
      details: {
        originalName: document.originalName,
        documentType: document.documentType,
        size: document.size,
      },
    });
    return document;
  });
}

export async function readDocumentOrFail(
  db: Db,
  userId: string,
  applicationId: number,
  documentId: number,
): Promise<{ document: JobApplicationDocument; bytes: Buffer }> {
  const found = await readDocumentForUser(db, userId, applicationId, documentId);
  if (!found) throw documentNotFound();
  return found;
}

export async function removeDocument(
  db: Db,
  actor: JobActor,
  applicationId: number,
  documentId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await deleteDocumentRow(tx, actor.userId, applicationId, documentId);
    if (!document) throw documentNotFound();
    await recordActivity(tx, actorFrom(actor.source), {
      action: activityActions.jobDocumentDeleted,
      resource: JOB_RESOURCE,
      resourceId: applicationId,
      details: { originalName: document.originalName, documentType: document.documentType },
    });
  });
}
