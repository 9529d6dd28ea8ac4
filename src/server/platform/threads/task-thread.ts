import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';

/** The thread took longer than its limit, or ran out of memory, and was stopped. */
export class TaskThreadLimitError extends Error {}

export type TaskThreadOptions = {
  /** The module that names the thread, usually `import.meta.url`; the thread sits beside it. */
  callerUrl: string;
  name: string;
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
};

type TaskReply<O> = { id: number; result: O } | { id: number; error: { name: string; message: string } };
type Reply<O> = { ready: true } | TaskReply<O>;
type Queued<I, O> = {
  input: I;
  transfer: ArrayBuffer[];
  resolve: (value: O) => void;
  reject: (error: Error) => void;
};

/**
 * Runs CPU-heavy work (reading an uploaded file) on one thread of its own, a task at a time, so a
 * slow or hostile input delays only the tasks queued behind it, never the server's requests. A task
 * past its time limit stops the thread (the only way to stop synchronous work); the next task
 * starts a new one. A thread's error comes back with its name, so callers can map it to a status.
 */
export class TaskThread<I, O> {
  private worker: Worker | null = null;
  private readonly queue: Queued<I, O>[] = [];
  private running: (Queued<I, O> & { id: number; timer?: NodeJS.Timeout }) | null = null;
  /** The thread has loaded its modules: a task's time limit counts from here, not from startup. */
  private ready = false;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: TaskThreadOptions) {}

  run(input: I, transfer: ArrayBuffer[] = []): Promise<O> {
    if (this.closed) return Promise.reject(new Error('The task thread is closed.'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, transfer, resolve, reject });
      this.startNext();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('The task thread is closed.'));
    await this.stopWorker(new Error('The task thread is closed.'));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.options.callerUrl, this.options.name, {
      resourceLimits: this.options.resourceLimits,
    });
    this.ready = false;
    worker.on('message', (reply: Reply<O>) => {
      if ('ready' in reply) {
        this.ready = true;
        this.startTimer();
      } else {
        this.finish(reply);
      }
    });
    worker.once('error', (error) => this.fail(worker, error));
    worker.once('exit', (code) =>
      this.fail(worker, new TaskThreadLimitError(`The task thread stopped (exit code ${code}).`)),
    );
    // An idle thread must not keep the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private startNext(): void {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    const id = this.nextId++;
    this.running = { ...next, id };
    this.ensureWorker().postMessage({ id, input: next.input }, next.transfer);
    this.startTimer();
  }

  private startTimer(): void {
    const running = this.running;
    if (!running || running.timer || !this.ready) return;
    running.timer = setTimeout(() => {
      void this.stopWorker(
        new TaskThreadLimitError(`The task took longer than ${this.options.timeoutMs} ms and was stopped.`),
      );
    }, this.options.timeoutMs);
  }

  private finish(reply: TaskReply<O>): void {
    const running = this.running;
    if (!running || running.id !== reply.id) return;
    clearTimeout(running.timer);
    this.running = null;
    if ('error' in reply) {
      const error = new Error(reply.error.message);
      error.name = reply.error.name;
      running.reject(error);
    } else {
      running.resolve(reply.result);
    }
    this.startNext();
  }

  /** The thread died (out of memory, a crash): fail its task and start afresh for the rest. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const running = this.running;
    this.running = null;
    if (running) {
      clearTimeout(running.timer);
      running.reject(error instanceof TaskThreadLimitError ? error : new TaskThreadLimitError(error.message));
    }
    this.startNext();
  }

  private async stopWorker(reason: Error): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const running = this.running;
    this.worker = null;
    this.running = null;
    if (running) {
      clearTimeout(running.timer);
      running.reject(reason);
    }
    await worker.terminate();
    this.startNext();
  }
}

/** The thread side: answers each task posted by a TaskThread with `handle`'s result or error. */
export function serveTasks<I, O>(
  port: {
    on(event: 'message', listener: (message: { id: number; input: I }) => void): void;
    postMessage(value: unknown): void;
  },
  handle: (input: I) => Promise<O>,
): void {
  port.postMessage({ ready: true });
  port.on('message', async ({ id, input }) => {
    try {
      port.postMessage({ id, result: await handle(input) });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id, error: { name: failure.name, message: failure.message } });
    }
  });
}
