import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { cleanText } from '../input-text';

export type UploadedFile = { bytes: Buffer; fileName: string };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

export type MultipartOptions = {
  /**
   * The field whose file is the upload. The form then carries exactly this one file: a file part
   * under another name is refused (400) and a second file part (413), both before they are read.
   */
  fileField?: string;
  maxFileBytes: number;
  /** The 413 message when the file is larger than `maxFileBytes`. */
  tooLargeMessage: string;
  /** The 415 message for a body that is not multipart/form-data. */
  notMultipartMessage?: string;
  maxFields?: number;
  maxFieldBytes?: number;
};

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 128 * 1024;
/**
 * A form without `fileField` (the certificate form) may send its text fields as small files
 * (a PEM sent as `-F certificateData=@cert.pem`, like pasted text): at most this many.
 */
const MAX_TEXT_FILES = 4;
/** Room for the text fields and part headers beside the files, in a declared body length. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

function propertyOf(error: unknown, name: 'statusCode' | 'code'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/**
 * A body declared longer than the files it may carry is refused before a byte of it is read:
 * eight 24 MB parts in one request must not reach the parser at all. Browsers and curl always
 * declare the length of a form; one sent without (chunked) could only be judged after its first
 * file was buffered, so it is refused too (411).
 */
function refuseOversizedBody(request: FastifyRequest, maxFiles: number, options: MultipartOptions): void {
  const header = request.headers['content-length'];
  if (header === undefined)
    throw new AppError(
      'length-required',
      'Send the upload with its Content-Length, as browsers and curl do.',
    );
  if (Number(header) > options.maxFileBytes * maxFiles + FORM_OVERHEAD_BYTES)
    throw new AppError('too-large', options.tooLargeMessage);
}

/**
 * The one multipart reader: every text field of the form and the file in `fileField`. Field text
 * and file names are cleaned as they enter (like every JSON body); a file over the limit is 413,
 * any other malformed form is 400, never a 500. Memory is bounded by the one file: nothing the
 * form may not carry is buffered.
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
  const maxFiles = options.fileField ? 1 : MAX_TEXT_FILES;
  refuseOversizedBody(request, maxFiles, options);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fields: options.maxFields ?? MAX_FIELDS,
        fieldSize: maxFieldBytes,
        // Past the limit the parser skips a file's bytes unread, and the loop stops with 413.
        files: maxFiles,
        fileSize: options.maxFileBytes,
      },
    })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('too-large', `The ${part.fieldname} field is too long`);
        fields[cleanText(part.fieldname)] = cleanText(String(part.value));
      } else if (options.fileField) {
        if (part.fieldname !== options.fileField)
          throw new AppError('bad-request', `Send one file, in the form field "${options.fileField}".`);
        file = { bytes: await part.toBuffer(), fileName: cleanText(part.filename) };
      } else {
        const bytes = await part.toBuffer();
        if (bytes.length > maxFieldBytes)
          throw new AppError('too-large', `The ${part.fieldname} file is too large`);
        fields[cleanText(part.fieldname)] = cleanText(bytes.toString('utf8'));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (propertyOf(error, 'code') === 'FST_FILES_LIMIT')
      throw new AppError(
        'too-large',
        options.fileField ? 'Send one file at a time.' : `Send at most ${MAX_TEXT_FILES} files.`,
      );
    if (propertyOf(error, 'statusCode') === 413) throw new AppError('too-large', options.tooLargeMessage);
    throw new AppError('bad-request', 'The upload could not be read; please try again.');
  }
  return { fields, file };
}
