import WordExtractor from 'word-extractor';
import { type ExtractedText, plainTraits } from './source-lines';
import { readTextLines } from './txt-text';

export class UnreadableDocError extends Error {}

const RESAVE = 'Please save it as .docx and upload it again.';

/**
 * Legacy Word 97-2003 text through word-extractor, which reads the OLE container and the piece
 * table itself and resolves fields to their results. Header text comes first (contact details
 * often live there) and text boxes last. List bullets and bold are formatting, not text, so they
 * are not recovered and the owner is told a .docx reads better.
 */
export async function extractDocText(bytes: Buffer): Promise<ExtractedText> {
  const document = await new WordExtractor().extract(bytes).catch(() => {
    throw new UnreadableDocError(`This .doc file could not be read. ${RESAVE}`);
  });
  const body = document.getBody();
  const headers = document.getHeaders({ includeFooters: false }).trim();
  const boxes = document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }).trim();
  // A header repeated in the body (a contact line) is read once.
  const headerText = headers && !body.includes(headers) ? headers : '';
  const text = [headerText, body, boxes].filter(Boolean).join('\n');
  if (text.replace(/\s/g, '').length < 20) {
    throw new UnreadableDocError(`No text was found in this .doc file. ${RESAVE}`);
  }
  return {
    lines: readTextLines(text),
    traits: {
      ...plainTraits('doc'),
      hasTextBoxes: boxes.length > 0,
      hasContactInHeader: /[\w.+-]+@[\w-]+\.[\w.-]+/.test(headerText),
    },
    warnings: [
      'Read from a legacy .doc file: bullets and bold are not kept. A .docx upload reads more accurately.',
    ],
  };
}
