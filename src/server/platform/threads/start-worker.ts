import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread `name` that sits beside the caller's module. The built server runs the
 * bundled `dist/server/<name>.js` (every thread is its own bundle next to `main.js`). From source
 * (tests, `npm run dev`) the thread's TypeScript is loaded through tsx, which worker threads do
 * not inherit from the parent.
 */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const loader = import.meta.resolve('tsx/esm/api');
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  const bootstrap = `import { tsImport } from ${JSON.stringify(loader)};\nawait tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
