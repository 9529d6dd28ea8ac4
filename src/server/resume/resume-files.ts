import type { ResumeDesign } from '../../shared/resume/layout/resume-design';
import type { ParsedResume } from '../../shared/resume/parsed-resume';
import { writeResumeDocx } from './write-docx';
import { writeResumePdf } from './write-pdf';

export const resumeFileMeta = {
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    write: writeResumeDocx,
  },
  pdf: { contentType: 'application/pdf', write: writeResumePdf },
} as const;

export type ResumeFileFormat = keyof typeof resumeFileMeta;

/** A resume written as a Word or PDF file in its template, named after the Word file's name. */
export async function writeResumeFile(
  resume: ParsedResume,
  format: ResumeFileFormat,
  docxName: string,
  design?: ResumeDesign,
): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
  const { contentType, write } = resumeFileMeta[format];
  return {
    bytes: await write(resume, design),
    fileName: docxName.replace(/\.docx$/i, `.${format}`),
    contentType,
  };
}
