import { describe, expect, it } from 'vitest';
import { createSessionReadCache } from '../../src/server/plugins/session-read-cache';

function setUp() {
  let writes = 0;
  let clock = 0;
  let loads = 0;
  let stored = 'signed in';
  const cache = createSessionReadCache<string>({ writeCount: () => writes, ttlMs: 2_000, now: () => clock });
  const read = (sid = 'a') =>
    cache.read(sid, async () => {
      loads++;
      return stored;
    });
  return {
    read,
    write: () => writes++,
    advance: (ms: number) => (clock += ms),
    store: (value: string) => (stored = value),
    loads: () => loads,
  };
}

describe('session read cache', () => {
  it('answers repeats within the lifetime from memory, then reads again', async () => {
    const c = setUp();
    await c.read();
    await c.read();
    expect(c.loads()).toBe(1);
    c.advance(2_001);
    await c.read();
    expect(c.loads()).toBe(2);
  });

  it('forgets every entry at once when a session is written (sign-out)', async () => {
    const c = setUp();
    expect(await c.read()).toBe('signed in');
    c.store('signed out');
    c.write();
    expect(await c.read()).toBe('signed out');
  });

  it('does not keep a read that overlapped a write', async () => {
    let writes = 0;
    let loads = 0;
    const cache = createSessionReadCache<string>({ writeCount: () => writes });
    await cache.read('a', async () => {
      loads++;
      writes++;
      return 'read before the sign-out committed';
    });
    const after = await cache.read('a', async () => {
      loads++;
      return 'after';
    });
    expect(after).toBe('after');
    expect(loads).toBe(2);
  });

  it('keeps sessions apart', async () => {
    const c = setUp();
    await c.read('a');
    await c.read('b');
    expect(c.loads()).toBe(2);
  });
});
