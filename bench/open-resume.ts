import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Row = { figure: string; value: string; budget: string };

const root = path.join(import.meta.dirname, '..');

/**
 * The issue asks for open-resume's parser beside ours on the same PDFs. Its code is AGPL-3.0, so
 * it is not vendored: point OPEN_RESUME_DIR at a checkout of xitanggg/open-resume and the bench
 * runs its pure parsing steps (lines, sections, extraction) in a child process, with our PDF
 * reader standing in for its browser one and a stub for the Redux import it only needs for types.
 */
export function benchOpenResume(): Row[] {
  const checkout = process.env.OPEN_RESUME_DIR;
  if (!checkout) {
    return [
      { figure: 'open-resume on the corpus', value: 'not run (set OPEN_RESUME_DIR)', budget: 'below ours' },
    ];
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'open-resume-'));
  writeFileSync(
    path.join(scratch, 'redux-stub.ts'),
    'export const createSlice = (options: { initialState: unknown }) => ({ actions: new Proxy({}, { get: () => () => ({}) }), reducer: () => options.initialState });\n',
  );
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        baseUrl: path.join(checkout, 'src/app'),
        paths: { '@reduxjs/toolkit': [path.join(scratch, 'redux-stub.ts')], '*': ['*'] },
        module: 'esnext',
        moduleResolution: 'node',
        target: 'es2022',
      },
    }),
  );
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--tsconfig',
      path.join(scratch, 'tsconfig.json'),
      path.join(root, 'bench/open-resume-score.ts'),
      checkout,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
  const pct = (share: number | undefined) => `${((share ?? 0) * 100).toFixed(0)}%`;
  return [
    { figure: 'open-resume corpus: roles found', value: pct(figures.roleRecall), budget: 'below ours' },
    {
      figure: 'open-resume corpus: role fields right',
      value: pct(figures.roleFieldRecall),
      budget: 'below ours',
    },
    {
      figure: 'open-resume corpus: overall field recall',
      value: pct(figures.fieldRecall),
      budget: 'below ours',
    },
  ];
}
