import { AppError, codeForStatus, type ErrorCode } from '../../platform/errors';
import { TaskThread, TaskThreadLimitError } from '../../platform/threads/task-thread';
import type { ResumeFileKind } from '../../resume/parse/parse-file';
import type { ParsedFile } from '../../resume/parse/text-to-resume';
import type { ResumeParseInput, ResumeParseOutcome } from './resume-parse-protocol';

/**
 * A two-page resume reads in tens of milliseconds; a file that takes seconds is broken or built
 * to stall the reader. Memory is capped too, so a file that would balloon stops its thread only.
 */
export const resumeParseLimits = { timeoutMs: 10_000, maxOldGenerationSizeMb: 512 } as const;

let thread: TaskThread<ResumeParseInput, ResumeParseOutcome> | null = null;

function parseThread(): TaskThread<ResumeParseInput, ResumeParseOutcome> {
  thread ??= new TaskThread({
    callerUrl: import.meta.url,
    name: 'resume-parse-thread',
    timeoutMs: resumeParseLimits.timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: resumeParseLimits.maxOldGenerationSizeMb },
  });
  return thread;
}

/**
 * The file's kind from its bytes (415), its text read off the request thread (422 when unreadable
 * or when reading passes a limit, 413 when a Word file unpacks past what a resume could hold).
 */
export async function readUploadedResume(
  bytes: Buffer,
  fileName: string,
): Promise<{ kind: ResumeFileKind; parsed: ParsedFile }> {
  let outcome: ResumeParseOutcome;
  try {
    // A copy goes to the thread: the caller keeps its bytes to store them.
    const copy = new Uint8Array(bytes);
    outcome = await parseThread().run({ bytes: copy, fileName }, [copy.buffer]);
  } catch (error) {
    if (error instanceof TaskThreadLimitError) {
      throw new AppError(
        'unprocessable',
        'This file took too long to read, so it was not read. It may be damaged.',
      );
    }
    throw new AppError('unprocessable', 'This file could not be read; it may be damaged.');
  }
  if (!outcome.ok) throw new AppError(codeForStatus(outcome.status) as ErrorCode, outcome.message);
  return { kind: outcome.kind, parsed: outcome.parsed };
}
