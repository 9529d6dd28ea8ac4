// `npm run bench`: figures, not pass/fail. Builds when needed, then runs bench/run.ts.
import path from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
ensureBuild();
run(path.join(root, 'node_modules', '.bin', 'tsx'), [
  path.join(root, 'bench', 'run.ts'),
  ...process.argv.slice(2),
]);
