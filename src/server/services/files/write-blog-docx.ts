import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import type { SiteContent } from '../../../../content/schema';
import { readingMinutes } from '../../../shared/reading-time';

/*
 * The blog article as a Word document for the Files tab's "Blog Post Synopsis" card: the same
 * approach as the resume writer (one column, real headings and list bullets, a common font).
 * The demo images are SVG, which Word cannot embed portably, so their captions stand in for them.
 */

const FONT = 'Calibri';
const BULLETS = 'blog-bullets';

export async function writeBlogDocx(content: SiteContent, articleUrl: string): Promise<Buffer> {
  const { blog, profile } = content;
  const author = `${profile.firstName} ${profile.lastName}`;
  const minutes = readingMinutes(
    blog.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
  );
  const publishedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(blog.publishedAt),
  );
  const document = new Document({
    title: blog.title,
    creator: author,
    description: blog.description,
    styles: {
      default: { document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 120 } } } },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\u2022',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(blog.title)] }),
          new Paragraph({
            children: [
              new TextRun({
                text: `${author} · Published ${publishedOn} · ${minutes} min read`,
                italics: true,
              }),
            ],
          }),
          new Paragraph({ children: [new TextRun({ text: blog.description, bold: true })] }),
          ...blog.sections.flatMap((section) => [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }),
            ...section.paragraphs.map((text) => new Paragraph(text)),
            ...(section.bullets ?? []).map(
              (text) =>
                new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] }),
            ),
            ...(section.images ?? []).map(
              (image) =>
                new Paragraph({
                  children: [new TextRun({ text: `Figure: ${image.caption}`, italics: true })],
                }),
            ),
          ]),
          new Paragraph({ children: [new TextRun({ text: `Read online: ${articleUrl}`, italics: true })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
