import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { cleanText } from '../../platform/input-text';

export type UploadedFile = { bytes: Buffer; fileName: string };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 128 * 1024;

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('unsupported-type', 'Send the form as multipart/form-data');
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 413;
}

/**
 * Every text field of a multipart form, and the file in `fileField` (at most one, up to
 * `maxFileBytes`: 413 beyond). Field text and the file's name are cleaned as they enter. A file sent under another name is read as text into that
 * field, so a PEM can arrive as `-F certificateData=@cert.pem` as well as pasted text.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField?: string; maxFileBytes: number; tooLargeMessage: string },
): Promise<MultipartForm> {
  requireMultipart(request);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 8, fileSize: options.maxFileBytes },
    })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('too-large', `The ${part.fieldname} field is too long`);
        fields[cleanText(part.fieldname)] = cleanText(String(part.value));
      } else if (part.fieldname === options.fileField && !file) {
        file = { bytes: await part.toBuffer(), fileName: cleanText(part.filename) };
      } else {
        const bytes = await part.toBuffer();
        if (bytes.length > MAX_FIELD_BYTES)
          throw new AppError('too-large', `The ${part.fieldname} file is too large`);
        fields[cleanText(part.fieldname)] = cleanText(bytes.toString('utf8'));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw new AppError('too-large', options.tooLargeMessage);
    throw error;
  }
  return { fields, file };
}
