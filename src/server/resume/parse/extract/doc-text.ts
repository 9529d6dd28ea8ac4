import WordExtractor from 'word-extractor';
import { createLine, type ExtractedText, isAllCaps, plainTraits, type SourceLine } from '../source-lines';
import { type DocParagraphFormat, formatKey, readDocFormatting } from './doc-formatting';
import { mendSectorChains } from './sector-chains';
import { readTextLines } from './txt-text';

export class UnreadableDocError extends Error {}

const RESAVE = 'Please save it as .docx and upload it again.';

/**
 * Legacy Word 97-2003 text through word-extractor, which reads the OLE container and the piece
 * table itself and resolves fields to their results. Header text comes first (contact details
 * often live there) and text boxes last. List items and bold paragraphs are formatting, not text:
 * they are read from the file's property pages and marked on the lines, as a .docx's are. A
 * container whose sector chains loop is mended first (sector-chains.ts), since word-extractor would
 * follow the loop until the process died.
 */
export async function extractDocText(file: Buffer): Promise<ExtractedText> {
  const bytes = mendSectorChains(file);
  const document = await new WordExtractor().extract(bytes).catch(() => {
    throw new UnreadableDocError(`This .doc file could not be read. ${RESAVE}`);
  });
  // Curly quotes and dashes stay as written: the text is the owner's, not ours to normalise.
  const body = document.getBody({ filterUnicode: false });
  const headers = document.getHeaders({ includeFooters: false, filterUnicode: false }).trim();
  const boxes = document
    .getTextboxes({ includeHeadersAndFooters: false, includeBody: true, filterUnicode: false })
    .trim();
  // A header repeated in the body (a contact line) is read once.
  const headerText = headers && !body.includes(headers) ? headers : '';
  const text = [headerText, body, boxes].filter(Boolean).join('\n');
  if (text.replace(/\s/g, '').length < 20) {
    throw new UnreadableDocError(`No text was found in this .doc file. ${RESAVE}`);
  }
  const formats = readDocFormatting(bytes);
  return {
    lines: formats.size > 0 ? formattedLines(text, formats) : readTextLines(text),
    traits: {
      ...plainTraits('doc'),
      hasTextBoxes: boxes.length > 0,
      hasContactInHeader: /[\w.+-]+@[\w-]+\.[\w.-]+/.test(headerText),
    },
    warnings:
      formats.size > 0
        ? []
        : [
            'Read from a legacy .doc file whose bullets and bold could not be read. A .docx upload reads more accurately.',
          ],
  };
}

/** One line per Word paragraph (never a wrapped line), with its list and bold marks. */
function formattedLines(text: string, formats: Map<string, DocParagraphFormat>): SourceLine[] {
  return text
    .split(/\r\n?|\n/)
    .filter((raw) => raw.trim())
    .map((raw) => {
      const format = formats.get(formatKey(raw));
      const shortCaps = isAllCaps(raw) && raw.trim().split(/\s+/).length <= 6;
      return createLine(raw.replace(/\t/g, '  '), {
        isBullet: format?.isListItem ?? false,
        isEmphasized: (format?.isBold ?? false) || shortCaps,
      });
    });
}
