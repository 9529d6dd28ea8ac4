import type { Worker } from 'node:worker_threads';
import { startWorker } from '../platform/threads/start-worker';
import {
  fromThreadError,
  type PgliteThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  type ThreadResult,
} from './pglite-thread-protocol';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Pending = {
  resolve: (result: ThreadResult | ThreadResult[] | null) => void;
  reject: (error: Error) => void;
};

/** What a transaction's callback gets: queries that run inside it, without waiting for the lock. */
export type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult & { rows: T[] }>;
  exec(sql: string): Promise<ThreadResult[]>;
};

/**
 * PGlite in its own thread, behind the part of PGlite's interface that drizzle's PGlite driver
 * uses (`query`, `exec`, `transaction`, `close`). PGlite is one connection: a transaction holds it
 * from BEGIN to COMMIT, so other queries queue here until it ends, as they do inside PGlite.
 */
export class PgliteThreadClient {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** The end of the last piece of work holding the connection; the next one starts after it. */
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: PgliteThreadOptions) {
    this.worker = startWorker(import.meta.url, 'pglite-thread', { workerData: options });
    this.waitReady = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: ThreadReply) => {
        if ('ready' in reply) return resolve();
        if ('failed' in reply) return reject(fromThreadError(reply.failed));
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        if ('error' in reply) waiting.reject(fromThreadError(reply.error));
        else waiting.resolve(reply.result);
      });
      this.worker.once('error', (error) => {
        reject(error);
        this.failAll(error);
      });
      this.worker.once('exit', (code) => {
        const error = new Error(`The database thread stopped (exit code ${code}).`);
        reject(error);
        this.failAll(error);
      });
    });
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send(
    request:
      | Omit<Extract<ThreadRequest, { op: 'query' }>, 'id'>
      | { op: 'exec'; sql: string }
      | { op: 'close' },
  ) {
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    const id = this.nextId++;
    return new Promise<ThreadResult | ThreadResult[] | null>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  private runQuery<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      // drizzle passes identity parsers (keep the text) for dates and intervals; say which types.
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<ThreadResult & { rows: T[] }>;
  }

  /** Runs `work` once every earlier piece of work has released the connection. */
  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult & { rows: T[] }> {
    return this.exclusively(() => this.runQuery<T>(sql, params, options));
  }

  exec(sql: string): Promise<ThreadResult[]> {
    return this.exclusively(() => this.send({ op: 'exec', sql }) as Promise<ThreadResult[]>);
  }

  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.exclusively(async () => {
      const tx: ThreadTransaction = {
        query: (sql, params, options) => this.runQuery(sql, params, options),
        exec: (sql) => this.send({ op: 'exec', sql }) as Promise<ThreadResult[]>,
      };
      await tx.query('BEGIN');
      try {
        const result = await callback(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.exclusively(() => this.send({ op: 'close' }));
    this.closed = true;
    await this.worker.terminate();
  }
}
