import type { ParseReport } from '../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { assembleResume } from './assemble/assemble-resume';
import { checkResume } from './check/check-resume';
import { classifyLines } from './classify/classify-lines';
import type { ExtractedText } from './source-lines';

export type ParsedFile = { resume: ParsedResume; report: ParseReport };

/** A resume in the spec's shape from the lines of any file: classify, assemble, check. */
export function buildResumeFromLines(extracted: ExtractedText): ParsedFile {
  const classified = classifyLines(extracted);
  const assembled = assembleResume(classified);
  return { resume: assembled.resume, report: checkResume(classified, assembled) };
}
