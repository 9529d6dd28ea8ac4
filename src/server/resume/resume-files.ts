import type { ParsedResume } from '../../shared/resume/parsed-resume';
import { writeResumeDocx } from './write-docx';
import { writeResumePdf } from './write-pdf';

const resumeFileFormats = {
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    write: writeResumeDocx,
  },
  pdf: { contentType: 'application/pdf', write: writeResumePdf },
} as const;

export type ResumeFileFormat = keyof typeof resumeFileFormats;

/** A resume written as a Word or PDF file, named after the Word file's name. */
export async function writeResumeFile(
  resume: ParsedResume,
  format: ResumeFileFormat,
  docxName: string,
): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
  const { contentType, write } = resumeFileFormats[format];
  return { bytes: await write(resume), fileName: docxName.replace(/\.docx$/i, `.${format}`), contentType };
}
