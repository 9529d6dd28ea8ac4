import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { cleanParsedText } from '../../../platform/input-text';
import { extractJobPosting } from './extract-job-posting';
import { fetchJobPage, type SafeFetchOptions } from './safe-fetch';

/** POST /api/job/parse-url: fetch the posting safely, then read what it says about the job. */
export async function importJobPosting(url: string, options: SafeFetchOptions): Promise<ParsedJobPosting> {
  const page = await fetchJobPage(url, options);
  // Another site's text enters here, and goes back to the form as the user's own input would.
  return cleanParsedText(extractJobPosting(page));
}
