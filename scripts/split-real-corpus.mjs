// Splits the real-resume corpus (../shared/corpus/resumes-real*/, never copied into the repository)
// into a tuning half and a check half, once, with a fixed seed: `node scripts/split-real-corpus.mjs`.
// Each kind of file (PDF, DOCX, DOC, TXT) is shuffled and dealt alternately, so both halves hold
// every kind. Writes tests/fixtures/real-corpus/split.json: file names only, never content.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const SEED = 20261126;
const FOLDERS = ['resumes-real', 'resumes-real-docs'];
const corpus = path.join(root, '..', 'shared', 'corpus');

/** mulberry32: a small, well-known seeded generator, so the split replays exactly. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(SEED);
const files = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(corpus, folder))
    .filter((name) => /\.(pdf|docx|doc|txt)$/.test(name))
    .sort()
    .map((name) => `${folder}/${name}`),
);
const halves = { tuning: [], check: [] };
let nextHalf = 0;
for (const kind of ['pdf', 'docx', 'doc', 'txt']) {
  const group = files.filter((file) => path.extname(file) === `.${kind}`);
  for (let index = group.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [group[index], group[other]] = [group[other], group[index]];
  }
  // Dealt alternately, the first card going to the half that got fewer of the last kind.
  for (const file of group) {
    (nextHalf === 0 ? halves.tuning : halves.check).push(file);
    nextHalf = 1 - nextHalf;
  }
}
const out = path.join(root, 'tests', 'fixtures', 'real-corpus', 'split.json');
writeFileSync(
  out,
  `${JSON.stringify({ seed: SEED, tuning: halves.tuning.sort(), check: halves.check.sort() }, null, 2)}\n`,
);
console.log(
  `seed ${SEED}: tuning ${halves.tuning.length} files, check ${halves.check.length} files → ${out}`,
);
