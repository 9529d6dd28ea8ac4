import { pathToFileURL } from 'node:url';
import {
  type ClassifiedLine,
  classifyLines,
  ROLE_SECTIONS,
} from '../src/server/resume/parse/classify/classify-lines';
import { isLocation, splitFields } from '../src/server/resume/parse/contact';
import { findDateRange, findEdgeDate } from '../src/server/resume/parse/dates';
import { detectResumeFile, extractReadable } from '../src/server/resume/parse/parse-file';
import { organisationScore, titleScore } from '../src/server/resume/parse/title-words';
import { norm } from '../tests/helpers/parse-score';
import { loadRealTruth, readRealFile, readRealSplit } from '../tests/helpers/real-corpus';

/**
 * Would a line classifier learned from the labelled corpus beat the rules at telling a role's
 * header lines (title, employer, dates) from its body? Leave-one-file-out over the tuning half
 * only: each file's lines are labelled by a logistic regression trained on the other files, and
 * by the rules (classify/role-lines.ts). A line's true label comes from the truth: it holds a
 * role's title, employer or start date. Only features are used, never the text itself, and nothing
 * is written down. `npx tsx bench/line-classifier-cv.ts` (decision 0075).
 */
type Sample = { features: number[]; isHeader: boolean; ruleSaysHeader: boolean };

function features(lines: ClassifiedLine[], index: number): number[] {
  const line = lines[index] as ClassifiedLine;
  const text = line.text;
  const words = text.split(/\s+/).length;
  const near = (offset: number) => lines[index + offset];
  const hasDates = (candidate: ClassifiedLine | undefined) =>
    candidate ? (findDateRange(candidate.text) ?? findEdgeDate(candidate.text)) !== null : false;
  return [
    1,
    Math.min(words, 40) / 40,
    line.isBullet ? 1 : 0,
    line.isEmphasized ? 1 : 0,
    Math.min(line.sizeRatio, 3) - 1,
    text === text.toUpperCase() && /[A-Z]/.test(text) ? 1 : 0,
    findDateRange(text) ? 1 : 0,
    findEdgeDate(text) ? 1 : 0,
    /[.;!?]$/.test(text) ? 1 : 0,
    /^[a-z]/.test(text) ? 1 : 0,
    Math.max(-3, Math.min(5, titleScore(text))) / 5,
    Math.min(organisationScore(text), 5) / 5,
    splitFields(text).some((field) => isLocation(field)) ? 1 : 0,
    Math.min(splitFields(text).length, 5) / 5,
    hasDates(near(-1)) ? 1 : 0,
    hasDates(near(1)) ? 1 : 0,
    near(-1)?.isBullet ? 1 : 0,
    near(1)?.isBullet ? 1 : 0,
    line.startsBlock ? 1 : 0,
  ];
}

function isTruthHeader(
  text: string,
  roles: Array<{ title: string; company: string; start: string }>,
): boolean {
  const line = ` ${norm(text)} `;
  return roles.some(
    (role) =>
      [role.title, role.company].some(
        (value) => norm(value).length >= 3 && line.includes(` ${norm(value)} `),
      ) ||
      (role.start !== '' &&
        findDateRange(text)?.startDate !== undefined &&
        norm(text).includes(norm(role.start))),
  );
}

async function samplesOf(key: string): Promise<Sample[]> {
  const bytes = readRealFile(key);
  const classified = classifyLines(await extractReadable(bytes, await detectResumeFile(bytes, key)));
  const roles = loadRealTruth()[key]?.roles ?? [];
  const section = classified.lines.filter(
    (line) => line.section !== null && ROLE_SECTIONS.has(line.section) && line.label !== 'heading',
  );
  return section.map((line, index) => ({
    features: features(section, index),
    isHeader: isTruthHeader(line.text, roles),
    ruleSaysHeader: line.label === 'role-header' || line.label === 'role-dates',
  }));
}

/** Logistic regression by batch gradient descent with a little L2, in plain arithmetic. */
function train(samples: Sample[], epochs = 800, rate = 0.5, l2 = 0.001): number[] {
  const size = samples[0]?.features.length ?? 0;
  const weights = new Array<number>(size).fill(0);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Array<number>(size).fill(0);
    for (const sample of samples) {
      const z = sample.features.reduce((sum, value, index) => sum + value * (weights[index] ?? 0), 0);
      const error = 1 / (1 + Math.exp(-z)) - (sample.isHeader ? 1 : 0);
      sample.features.forEach((value, index) => {
        gradient[index] = (gradient[index] ?? 0) + error * value;
      });
    }
    for (let index = 0; index < size; index++) {
      weights[index] =
        (weights[index] ?? 0) - rate * ((gradient[index] ?? 0) / samples.length + l2 * (weights[index] ?? 0));
    }
  }
  return weights;
}

type Counts = { tp: number; fp: number; fn: number; tn: number };
const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
function add(counts: Counts, predicted: boolean, actual: boolean): void {
  if (predicted && actual) counts.tp++;
  else if (predicted) counts.fp++;
  else if (actual) counts.fn++;
  else counts.tn++;
}
function describe(counts: Counts): string {
  const precision = counts.tp / Math.max(1, counts.tp + counts.fp);
  const recall = counts.tp / Math.max(1, counts.tp + counts.fn);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  const accuracy = (counts.tp + counts.tn) / Math.max(1, counts.tp + counts.fp + counts.fn + counts.tn);
  return `accuracy ${(accuracy * 100).toFixed(1)}%, header precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}%, F1 ${(f1 * 100).toFixed(1)}%`;
}

export async function crossValidate(): Promise<{ learned: string; rules: string; lines: number }> {
  const files = readRealSplit().tuning;
  const byFile = new Map<string, Sample[]>();
  for (const key of files) byFile.set(key, await samplesOf(key));
  const learned = empty();
  const rules = empty();
  for (const key of files) {
    const training = files.filter((other) => other !== key).flatMap((other) => byFile.get(other) ?? []);
    const weights = train(training);
    for (const sample of byFile.get(key) ?? []) {
      const z = sample.features.reduce((sum, value, index) => sum + value * (weights[index] ?? 0), 0);
      add(learned, z > 0, sample.isHeader);
      add(rules, sample.ruleSaysHeader, sample.isHeader);
    }
  }
  const lines = [...byFile.values()].reduce((sum, samples) => sum + samples.length, 0);
  return { learned: describe(learned), rules: describe(rules), lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await crossValidate();
  console.log(`lines in role sections of the tuning half: ${result.lines}`);
  console.log(`learned (leave one file out): ${result.learned}`);
  console.log(`rules: ${result.rules}`);
}
