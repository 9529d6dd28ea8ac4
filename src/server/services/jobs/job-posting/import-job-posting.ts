import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { readPostingPage } from './read-posting-page';
import { fetchJobPage, type SafeFetchOptions } from './safe-fetch';

/** POST /api/job/parse-url: fetch the posting safely, then read what it says about the job. */
export async function importJobPosting(url: string, options: SafeFetchOptions): Promise<ParsedJobPosting> {
  return readPostingPage(await fetchJobPage(url, options));
}
