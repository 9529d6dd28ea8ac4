import { decodeXML } from 'entities';
import mammoth from 'mammoth';
import { findEmail, findPhone } from '../contact';
import { createLine, type ExtractedText, isAllCaps, type SourceLine } from '../source-lines';
import { readZipEntries } from '../zip-entries';
import { readHtmlBlocks } from './html-blocks';
import { joinHeaderRows, listsLastInRows } from './table-header-rows';

/** An email address or a phone number (a span of years is neither). */
const hasContact = (text: string) => findEmail(text) !== '' || findPhone(text) !== '';

/**
 * Word files through mammoth, which keeps headings, list items and bold runs. The parts mammoth
 * skips are read from the package itself: header and footer text (often the contact details,
 * which many ATS never see) and the layout an ATS trips over (tables, text boxes, columns, images).
 */
export async function extractDocxText(bytes: Buffer): Promise<ExtractedText> {
  const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
  const read = readHtmlBlocks(html);
  const { hasImages, hasTables } = read;
  const blocks = listsLastInRows(joinHeaderRows(read.blocks));
  const parts = readZipEntries(bytes, (name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));
  const documentXml = parts.get('word/document.xml')?.toString('utf8') ?? '';
  const headerText = [...parts.entries()]
    .filter(([name]) => /header|footer/.test(name))
    .map(([, xml]) => readXmlText(xml.toString('utf8')))
    .filter(Boolean);
  const bodyText = blocks.map((block) => block.text).join('\n');
  const headerHasContact = headerText.some(hasContact);
  const hasContactInHeader = headerHasContact && !hasContact(bodyText.slice(0, 600));

  const lines: SourceLine[] = blocks.map((block) =>
    createLine(block.text, {
      isBullet: block.isListItem,
      isEmphasized:
        block.isBold || /^h\d$/.test(block.tag) || (isAllCaps(block.text) && block.text.length < 60),
      sizeRatio: /^h[12]$/.test(block.tag) ? 1.3 : 1,
    }),
  );
  // Header text goes first so its contact details are still read; the report flags where they were.
  const headerRows = headerText.flatMap((text) => text.split('\n'));
  const headerLines = hasContactInHeader
    ? headerRows.map((text) => createLine(text))
    : nameFromHeader(headerRows, lines[0]?.text ?? '');
  return {
    lines: [...headerLines, ...lines],
    warnings: [],
    traits: {
      format: 'docx',
      pageCount: null,
      hasColumns: /<w:cols\b[^>]*w:num="([2-9])"/.test(documentXml),
      hasTables: hasTables || documentXml.includes('<w:tbl>') || documentXml.includes('<w:tbl '),
      hasImages: hasImages || /<w:drawing>|<w:pict>/.test(documentXml),
      hasTextBoxes: documentXml.includes('<w:txbxContent'),
      hasContactInHeader,
    },
  };
}

/** A person's name as a page header prints it: two to four words of letters ("JANE Q. DOE"). */
const NAME_ROW = /^\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){1,3}$/u;

/**
 * The name, when only the page header carries it: the body opens with an address or a number,
 * not a name, and a header row reads as one. It goes first, where the name is looked for.
 */
function nameFromHeader(headerRows: string[], firstBodyLine: string): SourceLine[] {
  if (!/\d|@/.test(firstBodyLine)) return [];
  const name = headerRows.find((row) => NAME_ROW.test(row.trim()));
  return name ? [createLine(name.trim(), { isEmphasized: true })] : [];
}

/** Paragraph text of a WordprocessingML part: runs joined, one line per paragraph. */
function readXmlText(xml: string): string {
  return xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((match) => (match[1] === undefined ? ' ' : match[1]))
        .join('')
        .trim(),
    )
    .map((text) => decodeXML(text))
    .filter(Boolean)
    .join('\n');
}
