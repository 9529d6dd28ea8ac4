import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

/** An invented resume written as plain text, read as an upload of a .txt file would be. */
export async function parseText(text: string) {
  const bytes = Buffer.from(text);
  return (await parseResumeFile(bytes, await detectResumeFile(bytes, 'cv.txt'))).resume;
}
