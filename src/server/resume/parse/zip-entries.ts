import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_ENTRY_BYTES = 20 * 1024 * 1024;

/**
 * The named entries of a ZIP (a .docx is one), for the few XML parts mammoth does not read:
 * headers, footers and the layout flags of the body. Inflation is capped, so a ZIP bomb fails.
 */
export function readZipEntries(bytes: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return entries;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count && offset + 46 <= bytes.length; index++) {
    if (bytes.readUInt32LE(offset) !== CENTRAL_HEADER) break;
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (!wanted(name) || localOffset + 30 > bytes.length) continue;
    if (bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) continue;
    const dataStart =
      localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    const content = readEntry(method, data);
    if (content) entries.set(name, content);
  }
  return entries;
}

function readEntry(method: number, data: Buffer): Buffer | null {
  try {
    if (method === 0) return data;
    if (method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  } catch {
    return null;
  }
  return null;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}
