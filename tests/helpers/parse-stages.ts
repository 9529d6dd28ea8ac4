import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { assembleResume } from '../../src/server/resume/parse/assemble/assemble-resume';
import { checkResume } from '../../src/server/resume/parse/check/check-resume';
import { classifyLines } from '../../src/server/resume/parse/classify/classify-lines';
import { detectResumeFile, extractReadable } from '../../src/server/resume/parse/parse-file';
import type { SourceLine } from '../../src/server/resume/parse/source-lines';

/** A line's layout hints in a few letters: B bullet, E emphasised, size, column, may or sure wrap. */
function hints(line: SourceLine): string {
  return [
    line.isBullet ? 'B' : '-',
    line.isEmphasized ? 'E' : '-',
    line.sizeRatio === 1 ? '' : `x${line.sizeRatio.toFixed(2)}`,
    line.column ? line.column[0]?.toUpperCase() : '',
    line.isSureContinuation ? 'w!' : line.mayContinue ? 'w?' : '',
  ].join('');
}

/**
 * Every stage of the reader for one file, as text: the extracted lines with their layout hints,
 * the labelled lines with their sections, the assembled resume and the check's report. For
 * finding which stage went wrong: `npx tsx tests/helpers/parse-stages.ts <file>`.
 */
export async function describeStages(bytes: Buffer, fileName: string): Promise<string> {
  const extracted = await extractReadable(bytes, await detectResumeFile(bytes, fileName));
  const classified = classifyLines(extracted);
  const assembled = assembleResume(classified);
  const report = checkResume(classified, assembled);
  return [
    `== extract (${extracted.lines.length} lines)`,
    ...extracted.lines.map((line) => `${hints(line).padEnd(9)} ${line.text}`),
    `== classify (${classified.lines.length} lines)`,
    ...classified.lines.map(
      (line) => `${line.label.padEnd(12)} ${String(line.section ?? '-').padEnd(14)} ${line.text}`,
    ),
    '== assemble',
    JSON.stringify(assembled.resume, null, 2),
    '== check',
    JSON.stringify(report, null, 2),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx tests/helpers/parse-stages.ts <resume file>');
  console.log(await describeStages(readFileSync(file), file));
}
