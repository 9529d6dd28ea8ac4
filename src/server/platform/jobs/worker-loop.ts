import { Cron } from 'croner';

export type WorkerLoopOptions = {
  /** One unit of work; the loop never runs two at once. */
  run: () => Promise<void>;
  /** Run again this long after each run ends (a polling outbox). */
  intervalMs?: number;
  /** A cron pattern to run on (a nightly job), in the given time zone. */
  schedule?: { pattern: string; timeZone: string };
  /** A run that throws is reported here; the loop goes on. */
  onError: (error: unknown) => void;
};

export type WorkerLoop = {
  start: () => void;
  /** Stops scheduling and waits for a run in progress to finish. */
  stop: () => Promise<void>;
  /** Runs now, or right after the run in progress. */
  wake: () => void;
  /** True from stop() on: a long run can end early at a safe point. */
  isStopping: () => boolean;
  /** Whether a run is in progress. */
  isBusy: () => boolean;
  /** Whether the schedule is active, and when it next fires. */
  scheduleState: () => { isActive: boolean; nextRun: Date | null };
};

/**
 * The one background loop of the server: start, stop (waiting for the run in progress), wake,
 * and an optional interval or cron schedule. Timers never keep the process alive. A job that
 * must run once across instances takes a lock inside `run` (see run-exclusively.ts).
 */
export function createWorkerLoop(options: WorkerLoopOptions): WorkerLoop {
  let isStopped = true;
  let timer: NodeJS.Timeout | undefined;
  let cron: Cron | null = null;
  let running: Promise<void> | undefined;
  let isWanted = false;

  function schedule(delay: number): void {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick(): void {
    if (isStopped) return;
    if (running) {
      isWanted = true;
      return;
    }
    running = options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        const again = isWanted;
        isWanted = false;
        if (again) schedule(0);
        else if (options.intervalMs !== undefined) schedule(options.intervalMs);
      });
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      if (options.schedule) {
        cron = new Cron(
          options.schedule.pattern,
          { timezone: options.schedule.timeZone, protect: true, unref: true },
          () => schedule(0),
        );
      } else {
        schedule(0);
      }
    },
    async stop() {
      isStopped = true;
      cron?.stop();
      cron = null;
      clearTimeout(timer);
      await running;
    },
    wake: () => schedule(0),
    isStopping: () => isStopped,
    isBusy: () => running !== undefined,
    scheduleState: () => ({ isActive: cron?.isRunning() ?? false, nextRun: cron?.nextRun() ?? null }),
  };
}
