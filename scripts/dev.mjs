// `npm run dev`: the API with reload (tsx watch) behind Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root } from './lib.mjs';

ensureDependencies();
const apiPort = process.env.API_PORT ?? '5001';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts', '--api-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
