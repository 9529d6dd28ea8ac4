import { fileTypeFromBuffer } from 'file-type';
import { UnreadableDocError } from './extract/doc-text';
import { extractText, type SourceKind } from './extract/extract-text';
import { TooManyPagesError } from './extract/pdf-text';
import { isPlainText } from './extract/txt-text';
import type { ExtractedText } from './source-lines';
import { buildResumeFromLines, type ParsedFile } from './text-to-resume';

export type ResumeFileKind = SourceKind;

export const resumeMimeTypes: Record<ResumeFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
};

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

/** The file is not one of the accepted kinds (HTTP 415). */
export class UnsupportedResumeFileError extends Error {}
/** The file is of an accepted kind but its text cannot be read (HTTP 422). */
export class UnreadableResumeFileError extends Error {}

const UNSUPPORTED = 'Upload a PDF, Word (.docx or .doc) or plain-text (.txt) resume.';

/** The kind as the bytes prove it; the name's extension only has to be one we accept. */
export async function detectResumeFile(bytes: Uint8Array, fileName: string): Promise<ResumeFileKind> {
  const extension = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new UnsupportedResumeFileError(`"${extension || fileName}" files are not accepted. ${UNSUPPORTED}`);
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.ext === 'pdf') return 'pdf';
  if (sniffed?.ext === 'docx') return 'docx';
  if (sniffed?.ext === 'cfb') return 'doc';
  if (!sniffed && isPlainText(bytes)) return 'txt';
  const found = sniffed ? `a ${sniffed.ext.toUpperCase()} file` : 'not a document we can read';
  throw new UnsupportedResumeFileError(`This file is ${found}, whatever its name says. ${UNSUPPORTED}`);
}

/** The reader's line of stages: extract, then classify, assemble and check (text-to-resume.ts). */
export async function parseResumeFile(bytes: Buffer, kind: ResumeFileKind): Promise<ParsedFile> {
  const extracted = await extractReadable(bytes, kind);
  const characters = extracted.lines.reduce((sum, line) => sum + line.text.length, 0);
  if (characters < 20) {
    throw new UnreadableResumeFileError(
      kind === 'pdf'
        ? 'No text was found in this PDF. If it is a scanned image, upload the original Word file or a text PDF.'
        : 'No text was found in this file.',
    );
  }
  return buildResumeFromLines(extracted);
}

/** The extract stage, its failures told as the user's problem with the file. */
export async function extractReadable(bytes: Buffer, kind: ResumeFileKind): Promise<ExtractedText> {
  try {
    return await extractText(bytes, kind);
  } catch (error) {
    if (error instanceof UnreadableDocError) throw new UnreadableResumeFileError(error.message);
    if (error instanceof TooManyPagesError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new UnreadableResumeFileError(
        'This PDF is password-protected. Remove the password and upload it again.',
      );
    }
    throw new UnreadableResumeFileError(
      `This ${kind.toUpperCase()} file could not be read; it may be damaged.`,
    );
  }
}
