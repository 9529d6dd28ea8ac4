/**
 * A check answered from its last result for `ttlMs`: a load balancer polling /healthz many times a
 * second costs one database round trip a second, not one each. A failure is not kept, so the next
 * call checks again at once; calls while a check runs share it.
 */
export function cachedCheck(ttlMs: number, check: () => Promise<void>): () => Promise<void> {
  let passedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return () => {
    if (performance.now() - passedAt < ttlMs) return Promise.resolve();
    running ??= check()
      .then(() => {
        passedAt = performance.now();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
