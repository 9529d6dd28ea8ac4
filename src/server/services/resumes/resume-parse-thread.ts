import { parentPort } from 'node:worker_threads';
import { cleanParsedText } from '../../platform/input-text';
import { serveTasks } from '../../platform/threads/task-thread';
import { checkWordArchive, OversizedArchiveError } from '../../resume/parse/archive-limits';
import { TooManyPagesError } from '../../resume/parse/extract/pdf-text';
import {
  detectResumeFile,
  parseResumeFile,
  UnreadableResumeFileError,
  UnsupportedResumeFileError,
} from '../../resume/parse/parse-file';
import type { ResumeParseInput, ResumeParseOutcome } from './resume-parse-protocol';

/**
 * Reads an uploaded resume on its own thread: pdf.js, mammoth and the layout analysis are
 * synchronous for long stretches, and a hostile file must stall only itself.
 */
const port = parentPort;
if (!port) throw new Error('resume-parse-thread must run as a worker thread');

serveTasks<ResumeParseInput, ResumeParseOutcome>(port, async ({ bytes, fileName }) => {
  const buffer = Buffer.from(bytes);
  try {
    const kind = await detectResumeFile(buffer, fileName);
    if (kind === 'docx') checkWordArchive(buffer);
    // A file's text enters here: a broken font can turn a ligature into NUL, which no column holds.
    return { ok: true, kind, parsed: cleanParsedText(await parseResumeFile(buffer, kind)) };
  } catch (error) {
    if (error instanceof OversizedArchiveError || error instanceof TooManyPagesError)
      return { ok: false, status: 413, message: error.message };
    if (error instanceof UnsupportedResumeFileError)
      return { ok: false, status: 415, message: error.message };
    if (error instanceof UnreadableResumeFileError) return { ok: false, status: 422, message: error.message };
    throw error;
  }
});
