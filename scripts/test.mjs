// `npm test`: install when needed, check the dependency rules, find (or install) Chromium, then
// run unit, integration and browser suites in one Vitest run, ending with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies, root } from './lib.mjs';

const args = process.argv.slice(2);
const projects = [];
for (let i = 0; i < args.length; i++) if (args[i] === '--project') projects.push(args[i + 1]);
const needsBrowser = projects.length === 0 || projects.includes('e2e');

ensureDependencies();

// The layer rules first (docs/architecture.md): a broken boundary fails the run before any test.
const boundaries = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
    '--config',
    '.dependency-cruiser.cjs',
    'src',
    'content',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (boundaries.status !== 0) {
  process.stdout.write('\nDependency rules broken (see above): 0 passed, 1 failed\n');
  process.exit(boundaries.status ?? 1);
}

const env = { ...process.env };
if (needsBrowser) env.CHROMIUM_PATH = ensureChromium();

const reportDir = mkdtempSync(path.join(tmpdir(), 'portfolio-test-report-'));
const reportFile = path.join(reportDir, 'report.json');
const startedAt = Date.now();
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...args,
  ],
  { cwd: root, stdio: 'inherit', env },
);

let summary = '';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  // A skipped test names its reason in its title (for example "PostgreSQL pass only"); say which ran not.
  const skippedNames = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
      .map((test) => `  skipped: ${test.fullName}`),
  );
  if (skippedNames.length > 0) process.stdout.write(`\n${skippedNames.join('\n')}\n`);
  summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
} catch {
  summary = '0 passed, 1 failed';
}
rmSync(reportDir, { recursive: true, force: true });
process.stdout.write(`\nSuite time: ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n${summary}\n`);
process.exit(result.status ?? 1);
