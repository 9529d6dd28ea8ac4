/**
 * Mends the sector chains of a legacy Word file's container (an OLE compound file) before any
 * library reads it. Each stream is a chain of sectors linked through the file allocation table
 * (FAT); a damaged table can link a chain back onto itself, and word-extractor then follows the
 * loop until the process dies (a V8 fatal error no `catch` can stop). A loop is broken where the
 * chain ran into it: that link goes on to the next sector when nothing else links to that sector
 * (the sector the damage cut off), and otherwise ends the chain, so the stream is read short
 * rather than forever.
 */
const SIGNATURE = 'd0cf11e0a1b11ae1';
const END_OF_CHAIN = -2;
const FREE = -1;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY = 128;
const MINI_SECTOR = 64;

type Container = { bytes: Buffer; sectorSize: number; sectorCount: number };

function sectorOffset(container: Container, sector: number): number {
  return (sector + 1) * container.sectorSize;
}

/** Sectors of a chain in order, stopping at its end, at a sector outside the file, or where it loops. */
function walk(table: Int32Array, start: number, limit: number): number[] {
  const seen = new Set<number>();
  const chain: number[] = [];
  for (let sector = start; sector >= 0 && sector < limit && !seen.has(sector); sector = table[sector] ?? -1) {
    seen.add(sector);
    chain.push(sector);
  }
  return chain;
}

/** The FAT sectors' numbers: 109 in the header, the rest in a chain of DIFAT sectors. */
function readFatSectors(container: Container): number[] {
  const { bytes, sectorSize, sectorCount } = container;
  const sectors: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES; index++)
    sectors.push(bytes.readInt32LE(0x4c + index * 4));
  const perSector = sectorSize / 4 - 1;
  const seen = new Set<number>();
  for (let sector = bytes.readInt32LE(0x44); sector >= 0 && sector < sectorCount && !seen.has(sector); ) {
    seen.add(sector);
    const offset = sectorOffset(container, sector);
    for (let index = 0; index < perSector; index++) sectors.push(bytes.readInt32LE(offset + index * 4));
    sector = bytes.readInt32LE(offset + perSector * 4);
  }
  return sectors.filter((sector) => sector >= 0 && sector < sectorCount);
}

type Starts = { regular: Set<number>; mini: Set<number>; miniSectors: number };

/**
 * Where each stream starts (directory entries, the directory itself, the mini FAT): chains nothing
 * links into. Streams under the cutoff size live in the mini stream, chained by the mini FAT.
 */
function chainStarts(container: Container, fat: Int32Array): Starts {
  const { bytes, sectorCount } = container;
  const starts: Starts = {
    regular: new Set<number>([bytes.readInt32LE(0x30), bytes.readInt32LE(0x3c)]),
    mini: new Set<number>(),
    miniSectors: 0,
  };
  const cutoff = bytes.readUInt32LE(0x38);
  for (const sector of walk(fat, bytes.readInt32LE(0x30), sectorCount)) {
    const offset = sectorOffset(container, sector);
    for (
      let entry = offset;
      entry + DIRECTORY_ENTRY <= offset + container.sectorSize;
      entry += DIRECTORY_ENTRY
    ) {
      const type = bytes[entry + 66];
      const start = bytes.readInt32LE(entry + 116);
      const size = bytes.readUInt32LE(entry + 120);
      if (type === 5) {
        starts.regular.add(start);
        starts.miniSectors = Math.ceil(size / MINI_SECTOR);
      } else if (type === 2) (size >= cutoff ? starts.regular : starts.mini).add(start);
    }
  }
  return starts;
}

/** The link in each loop that closes it, mended in place; true when any was. */
function breakLoops(fat: Int32Array, starts: Set<number>, limit: number): boolean {
  const incoming = new Int32Array(limit);
  for (const next of fat) if (next >= 0 && next < limit) incoming[next] = (incoming[next] ?? 0) + 1;
  let mended = false;
  const state = new Uint8Array(limit); // 0 unvisited, 1 on the current path, 2 done
  for (let origin = 0; origin < limit; origin++) {
    const path: number[] = [];
    let sector = origin;
    while (sector >= 0 && sector < limit && state[sector] === 0) {
      state[sector] = 1;
      path.push(sector);
      sector = fat[sector] ?? FREE;
    }
    if (sector >= 0 && sector < limit && state[sector] === 1) {
      // `sector` is where the path ran into itself; the last sector on the path links back to it.
      const closing = path.at(-1) as number;
      const following = closing + 1;
      const isCutOff =
        following < limit &&
        (incoming[following] ?? 0) === 0 &&
        !starts.has(following) &&
        ((fat[following] ?? FREE) >= 0 || fat[following] === END_OF_CHAIN);
      fat[closing] = isCutOff ? following : END_OF_CHAIN;
      if (isCutOff) incoming[following] = 1;
      mended = true;
    }
    for (const visited of path) state[visited] = 2;
  }
  return mended;
}

/** A table of int32 links kept in a chain of sectors (the FAT's own sectors, or the mini FAT's chain). */
type Table = { sectors: number[]; links: Int32Array };

function readTable(container: Container, sectors: number[]): Table {
  const perSector = container.sectorSize / 4;
  const links = new Int32Array(sectors.length * perSector);
  sectors.forEach((sector, index) => {
    const offset = sectorOffset(container, sector);
    for (let entry = 0; entry < perSector; entry++) {
      links[index * perSector + entry] = container.bytes.readInt32LE(offset + entry * 4);
    }
  });
  return { sectors, links };
}

function writeTable(container: Container, table: Table, into: Buffer): void {
  const perSector = container.sectorSize / 4;
  table.sectors.forEach((sector, index) => {
    const offset = sectorOffset(container, sector);
    for (let entry = 0; entry < perSector; entry++) {
      into.writeInt32LE(table.links[index * perSector + entry] ?? FREE, offset + entry * 4);
    }
  });
}

/** The file with the loops in its FAT and mini FAT broken, or the same bytes when there are none (or it is no compound file). */
export function mendSectorChains(bytes: Buffer): Buffer {
  if (bytes.length < 512 || bytes.subarray(0, 8).toString('hex') !== SIGNATURE) return bytes;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return bytes;
  const sectorSize = 2 ** shift;
  const container: Container = {
    bytes,
    sectorSize,
    sectorCount: Math.floor((bytes.length - sectorSize) / sectorSize),
  };
  const fat = readTable(container, readFatSectors(container));
  const starts = chainStarts(container, fat.links);
  const limit = Math.min(fat.links.length, container.sectorCount);
  const fatMended = breakLoops(fat.links, starts.regular, limit);
  const miniFat = readTable(container, walk(fat.links, bytes.readInt32LE(0x3c), limit));
  const miniLimit = Math.min(miniFat.links.length, starts.miniSectors);
  const miniMended = breakLoops(miniFat.links, starts.mini, miniLimit);
  if (!fatMended && !miniMended) return bytes;
  const mended = Buffer.from(bytes);
  writeTable(container, fat, mended);
  writeTable(container, miniFat, mended);
  return mended;
}
