import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import type { SiteContent } from '../../../../content/schema';
import { readingMinutes } from '../../../shared/reading-time';
import { bulletList, INCH, letterPage } from '../../resume/docx-page';
import type { LoadBlogImage } from './blog-images';

/*
 * The blog article as a Word document for the Files tab's "Blog Post Synopsis" card: the same
 * approach as the resume writer (one column, real headings and list bullets, a common font, US
 * Letter). Headings are kept with what follows, and each figure with its caption, so a page never
 * ends on a heading or separates an image from its words.
 */

const FONT = 'Calibri';
const BULLETS = 'blog-bullets';
const MARGIN = INCH;
/** A figure spans the text width (6.5 in), in the 96-per-inch pixels Word's image sizes use. */
const FIGURE_WIDTH_PX = 6.5 * 96;

type BlogImage = NonNullable<SiteContent['blog']['sections'][number]['images']>[number];

async function writeFigure(image: BlogImage, loadImage: LoadBlogImage | undefined): Promise<Paragraph[]> {
  const caption = new Paragraph({
    keepLines: true,
    children: [new TextRun({ text: `Figure: ${image.caption}`, italics: true })],
  });
  const png = loadImage ? await loadImage(image.src) : null;
  if (!png) return [caption];
  const width = Math.min(FIGURE_WIDTH_PX, image.width);
  const picture = new Paragraph({
    keepNext: true,
    alignment: AlignmentType.CENTER,
    children: [
      new ImageRun({
        type: 'png',
        data: png,
        transformation: { width, height: Math.round((width * image.height) / image.width) },
        altText: { name: image.caption, title: image.caption, description: image.alt },
      }),
    ],
  });
  return [picture, caption];
}

export async function writeBlogDocx(
  content: SiteContent,
  articleUrl: string,
  loadImage?: LoadBlogImage,
): Promise<Buffer> {
  const { blog, profile } = content;
  const author = `${profile.firstName} ${profile.lastName}`;
  const minutes = readingMinutes(
    blog.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
  );
  const figures = await Promise.all(
    blog.sections.map((section) =>
      Promise.all((section.images ?? []).map((image) => writeFigure(image, loadImage))),
    ),
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
    numbering: { config: [bulletList(BULLETS)] },
    sections: [
      {
        properties: letterPage(MARGIN),
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, keepNext: true, children: [new TextRun(blog.title)] }),
          new Paragraph({
            children: [
              new TextRun({
                text: `${author} · Published ${publishedOn} · ${minutes} min read`,
                italics: true,
              }),
            ],
          }),
          new Paragraph({ children: [new TextRun({ text: blog.description, bold: true })] }),
          ...blog.sections.flatMap((section, index) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              keepNext: true,
              keepLines: true,
              children: [new TextRun(section.heading)],
            }),
            ...section.paragraphs.map((text) => new Paragraph(text)),
            ...(section.bullets ?? []).map(
              (text) =>
                new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] }),
            ),
            ...(figures[index] ?? []).flat(),
          ]),
          new Paragraph({ children: [new TextRun({ text: `Read online: ${articleUrl}`, italics: true })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
