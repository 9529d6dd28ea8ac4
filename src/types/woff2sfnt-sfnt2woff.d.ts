/** WOFF 1.0 ↔ SFNT (TrueType/OpenType) containers; the package ships no types of its own. */
declare module 'woff2sfnt-sfnt2woff' {
  export function toSfnt(woff: Buffer): Buffer;
  export function toWoff(sfnt: Buffer): Buffer;
  const converter: { toSfnt: typeof toSfnt; toWoff: typeof toWoff };
  export default converter;
}
