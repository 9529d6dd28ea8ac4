import { isIPv4, isIPv6 } from 'node:net';

/** An address as its bytes: 4 for IPv4, 16 for IPv6. */
export type AddressBytes = number[];

export function parseIPv4(text: string): AddressBytes | null {
  if (!isIPv4(text)) return null;
  return text.split('.').map(Number);
}

function groupsOf(part: string): number[] | null {
  if (part === '') return [];
  const groups: number[] = [];
  const pieces = part.split(':');
  for (const [index, piece] of pieces.entries()) {
    if (index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIPv4(piece);
      if (!v4) return null;
      groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
    } else {
      groups.push(Number.parseInt(piece, 16));
    }
  }
  return groups;
}

/** 16 bytes of an IPv6 address in any textual form (compressed, embedded IPv4, with a zone). */
export function parseIPv6(text: string): AddressBytes | null {
  const unzoned = text.replace(/%.*$/, '');
  if (!isIPv6(unzoned)) return null;
  const [head = '', tail, ...rest] = unzoned.split('::');
  if (rest.length > 0) return null;
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  if (!headGroups || !tailGroups) return null;
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...headGroups, ...new Array<number>(missing).fill(0), ...tailGroups];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** Parses "a.b.c.d", "x:y::z" or "[x:y::z]". */
export function parseAddress(text: string): AddressBytes | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return parseIPv4(bare) ?? parseIPv6(bare);
}

export function formatIPv4(bytes: AddressBytes): string {
  return bytes.join('.');
}

/** Whether the first `prefixBits` bits of `bytes` equal those of `network`. */
export function matchesPrefix(bytes: AddressBytes, network: AddressBytes, prefixBits: number): boolean {
  if (bytes.length !== network.length) return false;
  for (let bit = 0; bit < prefixBits; bit += 8) {
    const remaining = Math.min(8, prefixBits - bit);
    const mask = (0xff << (8 - remaining)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((network[index] ?? 0) & mask)) return false;
  }
  return true;
}
