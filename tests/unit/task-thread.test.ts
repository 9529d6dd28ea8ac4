import { afterAll, describe, expect, it } from 'vitest';
import { TaskThread, TaskThreadLimitError } from '../../src/server/platform/threads/task-thread';

type Task = { do: 'echo'; value: string } | { do: 'fail' } | { do: 'spin' } | { do: 'grow' };

const callerUrl = new URL('../fixtures/threads/test-thread.ts', import.meta.url).href;
const thread = new TaskThread<Task, string>({
  callerUrl,
  name: 'test-thread',
  timeoutMs: 1_500,
  resourceLimits: { maxOldGenerationSizeMb: 64 },
});
afterAll(() => thread.close());

describe('TaskThread', () => {
  it('answers tasks in order and passes a thrown error back with its name', async () => {
    await expect(thread.run({ do: 'echo', value: 'first' })).resolves.toBe('first');
    await expect(thread.run({ do: 'fail' })).rejects.toMatchObject({
      name: 'RangeError',
      message: 'refused on purpose',
    });
    await expect(thread.run({ do: 'echo', value: 'after a failure' })).resolves.toBe('after a failure');
  });

  it('stops a task that never ends while the calling thread keeps answering, then serves the next', async () => {
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 50);
    const spinning = thread.run({ do: 'spin' });
    const queued = thread.run({ do: 'echo', value: 'queued behind it' });
    await expect(spinning).rejects.toBeInstanceOf(TaskThreadLimitError);
    clearInterval(ticker);
    // The 1.5 s the task spun, this thread's timers went on firing.
    expect(ticks).toBeGreaterThan(5);
    await expect(queued).resolves.toBe('queued behind it');
  });

  it('stops a task past its memory limit and starts afresh', async () => {
    await expect(thread.run({ do: 'grow' })).rejects.toBeInstanceOf(TaskThreadLimitError);
    await expect(thread.run({ do: 'echo', value: 'fresh thread' })).resolves.toBe('fresh thread');
  });
});
