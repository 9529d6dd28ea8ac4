import { openCompoundFile } from './compound-file';
import { type ExtractedText, plainTraits } from './source-lines';
import { readTextLines } from './txt-text';

const WORD_MAGIC = 0xa5ec;
const FC_CLX = 0x01a2;
const CCP_TEXT = 0x004c;
const COMPRESSED = 0x40000000;

export class UnreadableDocError extends Error {}

/**
 * Legacy Word 97-2003 text. The main document text is found through the piece table (the
 * [MS-DOC] FIB's Clx in the table stream), each piece either cp1252 bytes or UTF-16LE. When the
 * piece table cannot be read, runs of text in the WordDocument stream are scanned instead. Bullets
 * and bold are not recovered, so the owner is told a .docx reads better.
 */
export function extractDocText(bytes: Buffer): ExtractedText {
  const file = openCompoundFile(bytes);
  const wordStream = file?.readStream('WordDocument');
  if (!file || !wordStream || wordStream.length < 0x200 || wordStream.readUInt16LE(0) !== WORD_MAGIC) {
    throw new UnreadableDocError(
      'This .doc file could not be read. Please save it as .docx and upload it again.',
    );
  }
  const tableName = wordStream.readUInt16LE(0x0a) & 0x0200 ? '1Table' : '0Table';
  const text = readPieceTable(wordStream, file.readStream(tableName)) ?? scanTextRuns(wordStream);
  const clean = cleanWordText(text);
  if (clean.replace(/\s/g, '').length < 20) {
    throw new UnreadableDocError(
      'No text was found in this .doc file. Please save it as .docx and upload it again.',
    );
  }
  return {
    lines: readTextLines(clean),
    traits: plainTraits('doc'),
    warnings: [
      'Read from a legacy .doc file: bullets and bold are not kept. A .docx upload reads more accurately.',
    ],
  };
}

function readPieceTable(word: Buffer, table: Buffer | null): string | null {
  if (!table || word.length < FC_CLX + 8) return null;
  const fcClx = word.readUInt32LE(FC_CLX);
  const lcbClx = word.readUInt32LE(FC_CLX + 4);
  const textLength = word.readUInt32LE(CCP_TEXT);
  if (lcbClx === 0 || fcClx + lcbClx > table.length) return null;
  let offset = fcClx;
  // Skip the formatting (Prc) entries that may precede the piece table (Pcdt).
  while (table[offset] === 0x01 && offset + 3 <= fcClx + lcbClx) offset += 3 + table.readUInt16LE(offset + 1);
  if (table[offset] !== 0x02) return null;
  const size = table.readUInt32LE(offset + 1);
  const start = offset + 5;
  const count = (size - 4) / 12;
  if (!Number.isInteger(count) || count < 1 || start + size > table.length) return null;
  let text = '';
  for (let index = 0; index < count && text.length < textLength; index++) {
    const cpStart = table.readUInt32LE(start + index * 4);
    const cpEnd = table.readUInt32LE(start + (index + 1) * 4);
    const descriptor = start + (count + 1) * 4 + index * 8;
    const fc = table.readUInt32LE(descriptor + 2);
    const chars = Math.max(0, Math.min(cpEnd - cpStart, textLength - text.length));
    if (fc & COMPRESSED) {
      const from = (fc & ~COMPRESSED) / 2;
      text += decodeCp1252(word.subarray(from, from + chars));
    } else {
      text += word.toString('utf16le', fc, fc + chars * 2);
    }
  }
  return text;
}

const FIELD_BEGIN = 0x13;
const FIELD_SEPARATOR = 0x14;
const FIELD_END = 0x15;
const LINE_BREAKS = new Set([0x0d, 0x07, 0x0b, 0x0c]);

function isReadable(code: number): boolean {
  return (
    code === 0x09 ||
    LINE_BREAKS.has(code) ||
    code === 0x0a ||
    (code >= 0x20 && code !== 0x7f && code !== 0xfffd)
  );
}

/** Runs of at least 8 readable characters, joined as lines. */
function collectRuns(text: string): string[] {
  const runs: string[] = [];
  let current = '';
  for (const char of text) {
    if (isReadable(char.charCodeAt(0))) current += char;
    else {
      if (current.length >= 8) runs.push(current);
      current = '';
    }
  }
  if (current.length >= 8) runs.push(current);
  return runs;
}

/** Fallback: the longest readable runs of UTF-16LE or single-byte text after the FIB. */
function scanTextRuns(word: Buffer): string {
  const body = word.subarray(0x200);
  const wide = collectRuns(body.toString('utf16le'));
  const narrow = collectRuns(decodeCp1252(body));
  const length = (runs: string[]) => runs.reduce((sum, run) => sum + run.length, 0);
  return (length(wide) >= length(narrow) ? wide : narrow).join('\r');
}

/**
 * Word's control characters: paragraph, cell and page marks become line breaks; a field keeps its
 * result (after the separator) and loses its instruction (before it).
 */
function cleanWordText(text: string): string {
  let clean = '';
  const fields: boolean[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === FIELD_BEGIN) fields.push(false);
    else if (code === FIELD_SEPARATOR) fields[fields.length - 1] = true;
    else if (code === FIELD_END) fields.pop();
    else if (fields.length > 0 && !fields.at(-1)) continue;
    else if (LINE_BREAKS.has(code)) clean += '\n';
    else if (code >= 0x20 || code === 0x09 || code === 0x0a) clean += char;
  }
  return clean;
}

const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeCp1252(bytes: Buffer): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}
