const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const FREE = 0xffffffff;

/**
 * A minimal OLE compound file (version 3, 512-byte sectors) holding the given streams, each at
 * least 4096 bytes so they live in regular sectors: enough to build legacy .doc fixtures in tests.
 */
export function buildCompoundFile(streams: Record<string, Buffer>): Buffer {
  const entries = Object.entries(streams).map(([name, data]) => {
    const padded = Buffer.alloc(Math.max(4096, Math.ceil(data.length / SECTOR) * SECTOR));
    data.copy(padded);
    return { name, data: padded, size: Math.max(4096, data.length) };
  });
  const fat: number[] = [FAT_SECTOR, END_OF_CHAIN];
  const starts: number[] = [];
  for (const entry of entries) {
    const count = entry.data.length / SECTOR;
    starts.push(fat.length);
    for (let index = 0; index < count; index++) fat.push(index === count - 1 ? END_OF_CHAIN : fat.length + 1);
  }
  if (fat.length > SECTOR / 4) throw new Error('fixture too large for one FAT sector');
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let index = 0; index < 109; index++) header.writeUInt32LE(index === 0 ? 0 : FREE, 0x4c + index * 4);
  const fatSector = Buffer.alloc(SECTOR, 0xff);
  for (const [index, value] of fat.entries()) fatSector.writeUInt32LE(value, index * 4);
  const directory = Buffer.alloc(SECTOR);
  const writeEntry = (
    slot: number,
    name: string,
    type: number,
    start: number,
    size: number,
    child: number,
  ) => {
    const offset = slot * 128;
    directory.write(`${name}\0`, offset, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, offset + 64);
    directory[offset + 66] = type;
    directory.writeUInt32LE(FREE, offset + 68);
    directory.writeUInt32LE(slot + 1 < entries.length + 1 && slot > 0 ? slot + 1 : FREE, offset + 72);
    directory.writeUInt32LE(child, offset + 76);
    directory.writeUInt32LE(start, offset + 116);
    directory.writeUInt32LE(size, offset + 120);
  };
  writeEntry(0, 'Root Entry', 5, END_OF_CHAIN, 0, 1);
  for (const [index, entry] of entries.entries()) {
    writeEntry(index + 1, entry.name, 2, starts[index] ?? 0, entry.size, FREE);
  }
  return Buffer.concat([header, fatSector, directory, ...entries.map((entry) => entry.data)]);
}

/** A Word 97 WordDocument stream and table stream with one text piece, UTF-16 or cp1252 ("compressed"). */
export function buildWordStreams(text: string, compressed = false): Record<string, Buffer> {
  const word = Buffer.alloc(0x800 + text.length * 2);
  word.writeUInt16LE(0xa5ec, 0);
  word.writeUInt16LE(0x0200, 0x0a);
  word.writeUInt32LE(text.length, 0x4c);
  word.writeUInt32LE(0, 0x1a2);
  word.writeUInt32LE(21, 0x1a6);
  if (compressed) word.write(text, 0x800, 'latin1');
  else word.write(text, 0x800, 'utf16le');
  const table = Buffer.alloc(21);
  table[0] = 0x02;
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(compressed ? (0x800 * 2) | 0x40000000 : 0x800, 15);
  return { WordDocument: word, '1Table': table };
}
