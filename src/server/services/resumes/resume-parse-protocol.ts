import type { ResumeFileKind } from '../../resume/parse/parse-file';
import type { ParsedFile } from '../../resume/parse/text-to-resume';

export type ResumeParseInput = { bytes: Uint8Array; fileName: string };

/** A refusal travels as a value with its HTTP status; only an unexpected failure is thrown. */
export type ResumeParseOutcome =
  | { ok: true; kind: ResumeFileKind; parsed: ParsedFile }
  | { ok: false; status: 413 | 415 | 422; message: string };
