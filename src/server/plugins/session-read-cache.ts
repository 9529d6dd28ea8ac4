/**
 * A session read is the one query every signed-in request makes. Repeats within a couple of
 * seconds are answered from memory; any session write in this process (sign-in, sign-out,
 * password change, extension, sweep) empties the cache at once, and a read that overlapped a
 * write is not kept. Used only with the embedded database, which one process holds: instances
 * sharing a PostgreSQL would miss each other's sign-outs (docs/decisions/0028).
 */
export const SESSION_READ_TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

type Entry<T> = { value: T; writes: number; until: number };

export type SessionReadCache<T> = {
  read(sid: string, load: () => Promise<T>): Promise<T>;
};

export function createSessionReadCache<T>(options: {
  writeCount: () => number;
  ttlMs?: number;
  now?: () => number;
}): SessionReadCache<T> {
  const ttlMs = options.ttlMs ?? SESSION_READ_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  return {
    async read(sid, load) {
      const writes = options.writeCount();
      const hit = entries.get(sid);
      if (hit && hit.writes === writes && hit.until > now()) return hit.value;
      if (hit) entries.delete(sid);
      const value = await load();
      if (options.writeCount() === writes) {
        // Oldest first out: a Map iterates in insertion order.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? sid);
        entries.set(sid, { value, writes, until: now() + ttlMs });
      }
      return value;
    },
  };
}
