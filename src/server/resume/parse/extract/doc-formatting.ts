import CFB from 'cfb';

/**
 * What word-extractor leaves out of a Word 97 file: which paragraphs are list items and which are
 * bold. Both are formatting ([MS-DOC] paragraph and character property pages), not text, and a
 * resume's structure hangs on them: without them a role's last bullet reads as the next employer.
 * The container is opened with cfb; the property pages are read here, every offset bounds-checked,
 * and any damage yields no formatting rather than an error (decision record 0014).
 */
export type DocParagraphFormat = { isListItem: boolean; isBold: boolean };

const PAGE = 512;
const COMPRESSED = 0x40000000;
const SPRM_LIST_INDEX = 0x460b; // sprmPIlfo: the paragraph belongs to a list
const SPRM_BOLD = 0x0835; // sprmCFBold

type Piece = { fcStart: number; fcEnd: number; compressed: boolean };
type Run = { fcStart: number; fcEnd: number; grpprl: Buffer };

/** Paragraph text (trimmed, spaces collapsed) → its formatting. */
export function readDocFormatting(bytes: Buffer): Map<string, DocParagraphFormat> {
  const formats = new Map<string, DocParagraphFormat>();
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    const word = streamOf(container, 'WordDocument');
    if (!word || word.length < 0x01aa) return formats;
    const table = streamOf(container, word.readUInt16LE(0x0a) & 0x0200 ? '1Table' : '0Table');
    if (!table) return formats;
    const pieces = readPieces(word, table);
    const boldRanges = readRuns(word, table, 0x00fa, false)
      .filter((run) => hasSprm(run.grpprl, 0, SPRM_BOLD, (operand) => operand === 1 || operand === 0x81))
      .map((run): [number, number] => [run.fcStart, run.fcEnd]);
    for (const paragraph of readRuns(word, table, 0x0102, true)) {
      const text = readText(word, pieces, paragraph.fcStart, paragraph.fcEnd);
      const key = formatKey(text);
      if (!key) continue;
      formats.set(key, {
        // The first two bytes of a paragraph's properties are its style index; sprms follow.
        isListItem: hasSprm(paragraph.grpprl, 2, SPRM_LIST_INDEX, (operand) => operand > 0),
        isBold: isMostlyBold(word, pieces, paragraph, boldRanges),
      });
    }
  } catch {
    formats.clear();
  }
  return formats;
}

/** Word's control marks (cell, field and paragraph marks) count as spaces when texts are compared. */
export function formatKey(text: string): string {
  let key = '';
  for (const char of text) key += char.charCodeAt(0) < 0x20 ? ' ' : char;
  return key.replace(/\s+/g, ' ').trim();
}

function streamOf(container: CFB.CFB$Container, name: string): Buffer | null {
  const entry = CFB.find(container, name);
  return entry?.content ? Buffer.from(entry.content as Uint8Array) : null;
}

/** The piece table: where each stretch of the text lives in the WordDocument stream, and how. */
function readPieces(word: Buffer, table: Buffer): Piece[] {
  const fcClx = word.readUInt32LE(0x01a2);
  const end = Math.min(table.length, fcClx + word.readUInt32LE(0x01a6));
  let offset = fcClx;
  while (offset + 3 <= end && table[offset] === 0x01) offset += 3 + table.readUInt16LE(offset + 1);
  if (offset + 5 > end || table[offset] !== 0x02) return [];
  const size = table.readUInt32LE(offset + 1);
  const start = offset + 5;
  const count = (size - 4) / 12;
  if (!Number.isInteger(count) || start + size > table.length) return [];
  return Array.from({ length: count }, (_, index) => {
    const length = table.readUInt32LE(start + (index + 1) * 4) - table.readUInt32LE(start + index * 4);
    const fc = table.readUInt32LE(start + (count + 1) * 4 + index * 8 + 2);
    const compressed = (fc & COMPRESSED) !== 0;
    const fcStart = compressed ? (fc & ~COMPRESSED) / 2 : fc;
    return { fcStart, fcEnd: fcStart + length * (compressed ? 1 : 2), compressed };
  });
}

const cp1252 = new TextDecoder('windows-1252');

function readText(word: Buffer, pieces: Piece[], fcStart: number, fcEnd: number): string {
  return pieces
    .filter((piece) => piece.fcStart < fcEnd && piece.fcEnd > fcStart)
    .map((piece) => {
      const slice = word.subarray(Math.max(piece.fcStart, fcStart), Math.min(piece.fcEnd, fcEnd));
      return piece.compressed ? cp1252.decode(slice) : slice.toString('utf16le');
    })
    .join('');
}

/**
 * The runs of one kind of formatted property page (paragraph: FIB offset 0x0102; character:
 * 0x00FA): each a stretch of file positions with its property modifiers.
 */
function readRuns(word: Buffer, table: Buffer, fibOffset: number, isParagraph: boolean): Run[] {
  const fcPlc = word.readUInt32LE(fibOffset);
  const lcbPlc = word.readUInt32LE(fibOffset + 4);
  const count = (lcbPlc - 4) / 8;
  if (!Number.isInteger(count) || count < 1 || fcPlc + lcbPlc > table.length) return [];
  const runs: Run[] = [];
  for (let index = 0; index < count; index++) {
    const pageNumber = table.readUInt32LE(fcPlc + (count + 1) * 4 + index * 4);
    const page = word.subarray(pageNumber * PAGE, (pageNumber + 1) * PAGE);
    if (page.length < PAGE) continue;
    const crun = page[PAGE - 1] ?? 0;
    for (let run = 0; run < crun; run++) {
      const fcStart = page.readUInt32LE(run * 4);
      const fcEnd = page.readUInt32LE((run + 1) * 4);
      const at = (crun + 1) * 4 + run * (isParagraph ? 13 : 1);
      runs.push({ fcStart, fcEnd, grpprl: propertiesAt(page, (page[at] ?? 0) * 2, isParagraph) });
    }
  }
  return runs;
}

function propertiesAt(page: Buffer, offset: number, isParagraph: boolean): Buffer {
  if (offset === 0 || offset >= PAGE - 1) return Buffer.alloc(0);
  const cb = page[offset] ?? 0;
  if (!isParagraph) return page.subarray(offset + 1, offset + 1 + cb);
  // A paragraph's count is in words: cb*2-1 bytes, or, when cb is 0, the next byte's count*2.
  return cb !== 0
    ? page.subarray(offset + 1, offset + 1 + 2 * cb - 1)
    : page.subarray(offset + 2, offset + 2 + 2 * (page[offset + 1] ?? 0));
}

/** Operand sizes by the sprm's spra field; 6 is variable, its first byte the length. */
const OPERAND_BYTES = [1, 1, 2, 4, 2, 2, -1, 3];

function hasSprm(grpprl: Buffer, start: number, wanted: number, test: (operand: number) => boolean): boolean {
  let offset = start;
  while (offset + 2 <= grpprl.length) {
    const sprm = grpprl.readUInt16LE(offset);
    offset += 2;
    const size = OPERAND_BYTES[(sprm >> 13) & 0x07] ?? 1;
    if (sprm === wanted && offset < grpprl.length) {
      const operand = size === 2 ? grpprl.readUInt16LE(offset) : (grpprl[offset] ?? 0);
      if (test(operand)) return true;
    }
    offset += size < 0 ? (grpprl[offset] ?? 0) + 1 : size;
  }
  return false;
}

/** Bold when bold runs cover most of the paragraph's visible characters. */
function isMostlyBold(word: Buffer, pieces: Piece[], paragraph: Run, bold: [number, number][]): boolean {
  const total = formatKey(readText(word, pieces, paragraph.fcStart, paragraph.fcEnd)).length;
  if (total === 0) return false;
  const covered = bold
    .filter(([start, end]) => start < paragraph.fcEnd && end > paragraph.fcStart)
    .map(
      ([start, end]) =>
        formatKey(readText(word, pieces, Math.max(start, paragraph.fcStart), Math.min(end, paragraph.fcEnd)))
          .length,
    )
    .reduce((sum, length) => sum + length, 0);
  return covered >= total * 0.8;
}
