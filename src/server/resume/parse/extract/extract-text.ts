import type { ExtractedText } from '../source-lines';
import { readDayFirstDates } from './day-first-dates';
import { extractDocText } from './doc-text';
import { extractDocxText } from './docx-text';
import { readFormEntries } from './form-entries';
import { repairGlyphs } from './ligatures';
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
  const unreadable = new Set<string>();
  const lines = raw.lines.map((line) => {
    const repaired = repairGlyphs(line.text);
    for (const word of repaired.unreadable) unreadable.add(word);
    return { ...line, text: repaired.text };
  });
  return {
    ...raw,
    lines: readFormEntries(readDayFirstDates(lines)),
    warnings: [...raw.warnings, ...describeUnreadable([...unreadable])],
  };
}

const MAX_LISTED = 5;

function describeUnreadable(words: string[]): string[] {
  if (words.length === 0) return [];
  const listed = words.slice(0, MAX_LISTED).map((word) => `"${word}"`);
  const more = words.length > MAX_LISTED ? ` and ${words.length - MAX_LISTED} more` : '';
  return [
    `Some letters in the file could not be read and are shown as "\uFFFD": ${listed.join(', ')}${more}. Correct these words below.`,
  ];
}

function readKind(bytes: Buffer, kind: SourceKind): Promise<ExtractedText> | ExtractedText {
  if (kind === 'pdf') return extractPdfText(bytes);
  if (kind === 'docx') return extractDocxText(bytes);
  if (kind === 'doc') return extractDocText(bytes);
  return extractPlainText(bytes);
}
