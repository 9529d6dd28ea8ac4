import type { ResumeFileKind } from '../../src/server/resume/parse/parse-file';
import { writeResumeFile } from '../../src/server/resume/resume-files';
import { layoutResume } from '../../src/shared/resume/layout/resume-blocks';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

/** The resume as plain text, the way a word processor saves it: capitalised headings, "•" bullets. */
export function asPlainText(resume: ParsedResume): string {
  return layoutResume(resume)
    .map((block) =>
      block.kind === 'bullet'
        ? `• ${block.text}`
        : block.kind === 'heading'
          ? `\n${block.text.toUpperCase()}`
          : block.text,
    )
    .join('\n');
}

export async function asEveryFormat(resume: ParsedResume): Promise<Array<[ResumeFileKind, Buffer]>> {
  return [
    ['docx', (await writeResumeFile(resume, 'docx', 'resume.docx')).bytes],
    ['pdf', (await writeResumeFile(resume, 'pdf', 'resume.docx')).bytes],
    ['txt', Buffer.from(asPlainText(resume))],
  ];
}
