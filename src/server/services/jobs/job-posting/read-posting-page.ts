import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { AppError } from '../../../platform/errors';
import { TaskThread, TaskThreadLimitError } from '../../../platform/threads/task-thread';
import type { FetchedPage } from './safe-fetch';

export type PostingPage = Pick<FetchedPage, 'url' | 'contentType' | 'body'>;

/**
 * A posting page reads in tens of milliseconds, a 2 MB script-built one in well under a second;
 * one that takes seconds is built to stall the reader. Memory is capped for the same reason.
 */
const LIMITS = { timeoutMs: 10_000, maxOldGenerationSizeMb: 384 } as const;

let thread: TaskThread<PostingPage, ParsedJobPosting> | null = null;

/** What a job page says about the job (extractJobPosting), read off the request thread. */
export async function readPostingPage(page: PostingPage): Promise<ParsedJobPosting> {
  thread ??= new TaskThread({
    callerUrl: import.meta.url,
    name: 'posting-read-thread',
    timeoutMs: LIMITS.timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: LIMITS.maxOldGenerationSizeMb },
  });
  try {
    return await thread.run(page);
  } catch (error) {
    if (error instanceof TaskThreadLimitError) {
      throw new AppError(
        'unprocessable',
        'The job page took too long to read; please fill in the details manually.',
      );
    }
    throw error;
  }
}
