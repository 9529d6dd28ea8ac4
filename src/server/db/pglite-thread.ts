import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import {
  type PgliteThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  toThreadError,
} from './pglite-thread-protocol';

/**
 * The embedded database's own thread: PGlite runs a query and parses its result synchronously,
 * so on the server's thread every query would stop every other request. Here it stops nothing
 * but the next query, which has to wait for it anyway (PGlite is one connection).
 */
const options = workerData as PgliteThreadOptions;
const port = parentPort;
if (!port) throw new Error('pglite-thread must run as a worker thread');

const identity = (value: unknown) => value;

async function handle(db: PGlite, request: ThreadRequest): Promise<ThreadReply> {
  try {
    if (request.op === 'close') {
      await db.close();
      return { id: request.id, result: null };
    }
    if (request.op === 'exec') return { id: request.id, result: await db.exec(request.sql) };
    const queryOptions: QueryOptions = {
      rowMode: request.rowMode,
      parsers: Object.fromEntries(request.rawTypes.map((type) => [type, identity])),
    };
    return { id: request.id, result: await db.query(request.sql, request.params, queryOptions) };
  } catch (error) {
    return { id: request.id, error: toThreadError(error) };
  }
}

try {
  const db = new PGlite({
    // One options object: given as a second argument, they are dropped when dataDir is undefined.
    dataDir: options.dataDir,
    postgresqlconf: options.settings,
    extensions: pgliteExtensions,
  });
  await db.waitReady;
  port.on('message', (request: ThreadRequest) => {
    void handle(db, request).then((reply) => port.postMessage(reply));
  });
  port.postMessage({ id: 0, ready: true } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ id: 0, failed: toThreadError(error) } satisfies ThreadReply);
}
