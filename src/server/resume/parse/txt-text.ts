import { createLine, type ExtractedText, isAllCaps, joinWrappedLines, plainTraits } from './source-lines';

/** Text files: UTF-8 (or UTF-16 with a byte-order mark); capitals stand in for emphasis. */
export function extractPlainText(bytes: Uint8Array): ExtractedText {
  return { lines: readTextLines(decodeText(bytes)), traits: plainTraits('txt'), warnings: [] };
}

export function readTextLines(text: string): ExtractedText['lines'] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((raw) => raw.replace(/\t/g, '  ').trimEnd())
    .filter((raw) => raw.trim().length > 0)
    .map((raw) => createLine(raw, { isEmphasized: isAllCaps(raw) && raw.trim().split(/\s+/).length <= 6 }));
  return joinWrappedLines(lines);
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** Control characters other than tab, line feed, form feed and carriage return. */
export function countControlCharacters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f)
      count++;
  }
  return count;
}

/** Text, not binary: valid UTF-8 (or UTF-16 with a BOM) without NULs or many control characters. */
export function isPlainText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  let text: string;
  try {
    // Streaming mode: a character cut at the end of the sample is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024), { stream: true });
  } catch {
    return false;
  }
  if (text.includes('\0')) return false;
  return countControlCharacters(text) <= text.length * 0.01;
}
