import type { ExtractedText } from '../source-lines';
import { extractDocText } from './doc-text';
import { extractDocxText } from './docx-text';
import { repairLigatures } from './ligatures';
import { extractPdfText } from './pdf-text';
import { extractPlainText } from './txt-text';

export type SourceKind = 'pdf' | 'docx' | 'doc' | 'txt';

/**
 * Stage 1 of the reader: a file's lines as its layout set them, with the hints later stages read
 * (size, emphasis, bullets, columns). The one place text enters the reader, so broken ligatures
 * are mended and control characters dropped here.
 */
export async function extractText(bytes: Buffer, kind: SourceKind): Promise<ExtractedText> {
  const raw = await readKind(bytes, kind);
  return { ...raw, lines: raw.lines.map((line) => ({ ...line, text: repairLigatures(line.text) })) };
}

function readKind(bytes: Buffer, kind: SourceKind): Promise<ExtractedText> | ExtractedText {
  if (kind === 'pdf') return extractPdfText(bytes);
  if (kind === 'docx') return extractDocxText(bytes);
  if (kind === 'doc') return extractDocText(bytes);
  return extractPlainText(bytes);
}
