import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);
// satori reads TTF, OTF and WOFF, not WOFF2.
const WEIGHTS = [400, 700, 800] as const;

let loading: Promise<Font[]> | undefined;

/** Inter from @fontsource/inter, read once per process. */
export function loadPreviewFonts(): Promise<Font[]> {
  loading ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
