import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import woff from 'woff2sfnt-sfnt2woff';

const require = createRequire(import.meta.url);

/*
 * The PDF's fonts come from npm (@fontsource packages), never from the machine or the network:
 * metric twins of the Word fonts (Carlito for Calibri, Arimo for Arial, Caladea for Cambria,
 * Gelasio for Georgia), so a line breaks in the PDF where it breaks in Word. Fontsource splits
 * each face by script; the Latin part is tried first, then Latin Extended.
 */
const SUBSETS = ['latin', 'latin-ext'] as const;
export const FONT_WEIGHTS = ['regular', 'bold'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/**
 * One face: its TrueType bytes, unpacked from the WOFF once per process, for each document to
 * parse afresh (fontkit's glyph cache keeps the characters a glyph was first reached by, which
 * would leak from one document's text into another's text layer), and its character coverage.
 */
export type LoadedFace = { name: string; source: Buffer; covers: (codePoint: number) => boolean };
/** Per weight, the faces in the order a character is looked for in them. */
export type FontFamily = Record<FontWeight, LoadedFace[]>;

const families = new Map<string, Promise<FontFamily>>();

export function loadPdfFamily(family: string): Promise<FontFamily> {
  let loading = families.get(family);
  if (!loading) {
    loading = readFamily(family).catch((error: unknown) => {
      families.delete(family);
      throw error;
    });
    families.set(family, loading);
  }
  return loading;
}

async function readFamily(family: string): Promise<FontFamily> {
  const faces = async (weight: FontWeight) =>
    Promise.all(
      SUBSETS.map(async (subset) => {
        const number = weight === 'bold' ? 700 : 400;
        const packed = await readFile(
          require.resolve(`@fontsource/${family}/files/${family}-${subset}-${number}-normal.woff`),
        );
        // Unpacked once: fontkit inflates a WOFF table again on every read, glyph by glyph.
        const source = woff.toSfnt(packed);
        const font = fontkit.create(source);
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${family} ${subset} is a font collection`);
        return {
          name: `${family}-${subset}-${weight}`,
          source,
          covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
        };
      }),
    );
  const [regular, bold] = await Promise.all([faces('regular'), faces('bold')]);
  return { regular, bold };
}
