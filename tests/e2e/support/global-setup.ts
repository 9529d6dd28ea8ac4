import { ensureBuild } from '../../../scripts/lib.mjs';

/** Builds the site once for all browser tests (skipped when the build is already fresh). */
export default function setup() {
  ensureBuild();
}
