// `npm start`: install when needed, build when needed, then run the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuild();
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
