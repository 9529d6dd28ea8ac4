import { describe, expect, it, vi } from 'vitest';
import { cachedCheck } from '../../src/server/platform/cached-check';

describe('cachedCheck', () => {
  it('answers from a passed check for its time, shares a running check, and never keeps a failure', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      let isFailing = false;
      const check = cachedCheck(1_000, async () => {
        calls += 1;
        if (isFailing) throw new Error('down');
      });
      await Promise.all([check(), check(), check()]);
      expect(calls).toBe(1);
      await check();
      expect(calls).toBe(1);
      vi.advanceTimersByTime(1_001);
      isFailing = true;
      await expect(check()).rejects.toThrow('down');
      await expect(check()).rejects.toThrow('down');
      expect(calls).toBe(3);
      isFailing = false;
      await check();
      await check();
      expect(calls).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
