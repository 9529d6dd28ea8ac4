import { layoutResume, type ResumeBlock } from '../../shared/resume/layout/resume-blocks';
import { defaultResumeDesign, type ResumeDesign } from '../../shared/resume/layout/resume-design';
import { type ResumeStyle, resolveResumeStyle } from '../../shared/resume/layout/resume-style';
import type { ParsedResume } from '../../shared/resume/parsed-resume';
import { documentTitle } from './document-info';
import { type Paragraph, type PdfInfo, PdfPages } from './pdf-writer';

/*
 * The PDF twin of the Word file, laid out from the same blocks and the same layout description:
 * one column of real, selectable text in reading order, in a font embedded from npm (the Word
 * font's metric twin), with the document's title and author in its properties.
 */

export async function writeResumePdf(
  resume: ParsedResume,
  design: ResumeDesign = defaultResumeDesign,
): Promise<Buffer> {
  const pages = await openPages(resume, design);
  pages.place(toParagraphs(layoutResume(resume), resolveResumeStyle(design)));
  return pages.finish();
}

/** Any document laid out as blocks (the resume, its cover letter), in a template's style. */
export async function writeBlocksPdf(
  blocks: ResumeBlock[],
  design: ResumeDesign,
  info: PdfInfo,
): Promise<Buffer> {
  const style = resolveResumeStyle(design);
  const pages = await PdfPages.open(style, info);
  pages.place(toParagraphs(blocks, style));
  return pages.finish();
}

/** How many pages the PDF of this resume takes in this design, without writing it. */
export async function countResumePages(resume: ParsedResume, design: ResumeDesign): Promise<number> {
  const pages = await openPages(resume, design);
  pages.place(toParagraphs(layoutResume(resume), resolveResumeStyle(design)), false);
  return pages.pageCount;
}

function openPages(resume: ParsedResume, design: ResumeDesign): Promise<PdfPages> {
  return PdfPages.open(resolveResumeStyle(design), {
    title: documentTitle(resume.name),
    author: resume.name,
    subject: `Resume of ${resume.name}`,
    ...(resume.skills.length > 0 ? { keywords: resume.skills.slice(0, 12).join(', ') } : {}),
  });
}

export function toParagraphs(blocks: ResumeBlock[], style: ResumeStyle): Paragraph[] {
  return blocks.map((block): Paragraph => {
    const look = style.blocks[block.kind];
    switch (block.kind) {
      case 'contact':
        return {
          style: look,
          text: block.text,
          items: { parts: block.parts, separator: style.contactSeparator },
        };
      case 'inline-list':
        return { style: look, text: block.text, items: { parts: block.items, separator: ', ' } };
      case 'heading':
        return { style: look, text: block.text, rule: style.headingRule };
      case 'bullet':
        return { style: look, text: block.text, bullet: true, indent: style.bulletIndent };
      default:
        return { style: look, text: block.text };
    }
  });
}
