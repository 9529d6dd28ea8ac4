/**
 * A reader for the OLE compound file that holds a legacy Word (.doc) file: just enough to get a
 * stream by name. Every chain walk is bounded, so a damaged or hostile file cannot loop.
 */

const SIGNATURE = 'd0cf11e0a1b11ae1';
const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;

export type CompoundFile = { readStream: (name: string) => Buffer | null };

export function isCompoundFile(bytes: Buffer): boolean {
  return bytes.length >= 512 && bytes.subarray(0, 8).toString('hex') === SIGNATURE;
}

export function openCompoundFile(bytes: Buffer): CompoundFile | null {
  if (!isCompoundFile(bytes)) return null;
  const sectorSize = 1 << bytes.readUInt16LE(0x1e);
  const miniSectorSize = 1 << bytes.readUInt16LE(0x20);
  if (sectorSize !== 512 && sectorSize !== 4096) return null;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize);
  const sectorAt = (id: number) => bytes.subarray((id + 1) * sectorSize, (id + 2) * sectorSize);
  const readFat = (): number[] => {
    const fatSectors: number[] = [];
    for (let index = 0; index < HEADER_DIFAT_ENTRIES; index++)
      fatSectors.push(bytes.readUInt32LE(0x4c + index * 4));
    let difat = bytes.readUInt32LE(0x44);
    for (let guard = 0; difat < sectorCount && guard < sectorCount; guard++) {
      const sector = sectorAt(difat);
      for (let offset = 0; offset < sectorSize - 4; offset += 4) fatSectors.push(sector.readUInt32LE(offset));
      difat = sector.readUInt32LE(sectorSize - 4);
    }
    return fatSectors
      .filter((id) => id < sectorCount)
      .flatMap((id) => {
        const sector = sectorAt(id);
        return Array.from({ length: sectorSize / 4 }, (_, index) => sector.readUInt32LE(index * 4));
      });
  };
  const fat = readFat();
  const chain = (start: number, table: number[], limit: number): number[] => {
    const ids: number[] = [];
    for (
      let id = start;
      id !== END_OF_CHAIN && id < limit && ids.length < limit;
      id = table[id] ?? END_OF_CHAIN
    ) {
      ids.push(id);
    }
    return ids;
  };
  const readChain = (start: number) => Buffer.concat(chain(start, fat, sectorCount).map(sectorAt));

  const directory = readChain(bytes.readUInt32LE(0x30));
  const entries = new Map<string, { start: number; size: number }>();
  let rootStart = END_OF_CHAIN;
  for (let offset = 0; offset + 128 <= directory.length; offset += 128) {
    const nameLength = directory.readUInt16LE(offset + 64);
    const type = directory[offset + 66];
    if (nameLength < 2 || nameLength > 64) continue;
    const name = directory.toString('utf16le', offset, offset + nameLength - 2);
    const start = directory.readUInt32LE(offset + 116);
    const size = directory.readUInt32LE(offset + 120);
    if (type === 5) rootStart = start;
    else if (type === 2) entries.set(name, { start, size });
  }
  const miniCutoff = bytes.readUInt32LE(0x38);
  const miniFatBytes = readChain(bytes.readUInt32LE(0x3c));
  const miniFat = Array.from({ length: miniFatBytes.length / 4 }, (_, index) =>
    miniFatBytes.readUInt32LE(index * 4),
  );
  const miniStream = rootStart === END_OF_CHAIN ? Buffer.alloc(0) : readChain(rootStart);

  return {
    readStream: (name) => {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.size >= miniCutoff) return readChain(entry.start).subarray(0, entry.size);
      const miniCount = Math.floor(miniStream.length / miniSectorSize);
      const parts = chain(entry.start, miniFat, miniCount).map((id) =>
        miniStream.subarray(id * miniSectorSize, (id + 1) * miniSectorSize),
      );
      return Buffer.concat(parts).subarray(0, entry.size);
    },
  };
}
