import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { cleanText } from '../input-text';

export type UploadedFile = { bytes: Buffer; fileName: string };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

export type MultipartOptions = {
  /** The field whose file is the upload; at most one is kept. */
  fileField?: string;
  maxFileBytes: number;
  /** The 413 message when the file is larger than `maxFileBytes`. */
  tooLargeMessage: string;
  /** The 415 message for a body that is not multipart/form-data. */
  notMultipartMessage?: string;
  /**
   * Files under another name: read as text into that field (a PEM sent as
   * `-F certificateData=@cert.pem`, like pasted text), or ignored.
   */
  otherFiles?: 'as-text' | 'ignore';
  maxFields?: number;
  maxFieldBytes?: number;
};

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 128 * 1024;

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null
    ? (error as { statusCode?: number }).statusCode
    : undefined;
}

/**
 * The one multipart reader: every text field of the form and the file in `fileField`. Field text
 * and file names are cleaned as they enter (like every JSON body); a file over the limit is 413,
 * any other malformed form is 400, never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported-type',
      options.notMultipartMessage ?? 'Send the form as multipart/form-data',
    );
  const maxFieldBytes = options.maxFieldBytes ?? MAX_FIELD_BYTES;
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fields: options.maxFields ?? MAX_FIELDS,
        fieldSize: maxFieldBytes,
        files: 8,
        fileSize: options.maxFileBytes,
      },
    })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('too-large', `The ${part.fieldname} field is too long`);
        fields[cleanText(part.fieldname)] = cleanText(String(part.value));
      } else if (part.fieldname === options.fileField && !file) {
        file = { bytes: await part.toBuffer(), fileName: cleanText(part.filename) };
      } else {
        const bytes = await part.toBuffer();
        if (options.otherFiles === 'ignore') continue;
        if (bytes.length > maxFieldBytes)
          throw new AppError('too-large', `The ${part.fieldname} file is too large`);
        fields[cleanText(part.fieldname)] = cleanText(bytes.toString('utf8'));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (statusOf(error) === 413) throw new AppError('too-large', options.tooLargeMessage);
    throw new AppError('bad-request', 'The upload could not be read; please try again.');
  }
  return { fields, file };
}
