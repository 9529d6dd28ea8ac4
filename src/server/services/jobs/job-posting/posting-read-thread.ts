import { parentPort } from 'node:worker_threads';
import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { cleanParsedText } from '../../../platform/input-text';
import { serveTasks } from '../../../platform/threads/task-thread';
import { extractJobPosting } from './extract-job-posting';
import type { PostingPage } from './read-posting-page';

/**
 * Reads a job page on its own thread: parsing a large page and weighing its blocks (Readability)
 * takes hundreds of milliseconds of synchronous work, which must not stall the server's requests.
 */
const port = parentPort;
if (!port) throw new Error('posting-read-thread must run as a worker thread');

// Another site's text enters here, and goes back to the form as the user's own input would.
serveTasks<PostingPage, ParsedJobPosting>(port, async (page) => cleanParsedText(extractJobPosting(page)));
