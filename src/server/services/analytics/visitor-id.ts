import { createHash, randomBytes } from 'node:crypto';

export type VisitorIds = {
  /** A visitor's id for `day`: the same all that day for the same address and browser. */
  idOf: (day: string, ip: string, userAgent: string) => string;
};

/** Hex digits kept of the hash: 64 bits, enough that two visitors of one day never collide. */
const ID_LENGTH = 16;

/**
 * Unique visitors without cookies, as Plausible and Umami count them: a hash of the day's salt,
 * the address and the user agent. Each day gets a fresh random salt held only in this process's
 * memory and forgotten when the next day starts, so an id cannot be recomputed afterwards, and ids
 * of two days cannot be linked. (docs/decisions/0122: a restart or a second instance has its own
 * salt, so such a visitor counts twice that day.)
 */
export function createVisitorIds(random: (size: number) => Buffer = randomBytes): VisitorIds {
  let current: { day: string; salt: Buffer } | null = null;
  return {
    idOf(day, ip, userAgent) {
      if (current?.day !== day) current = { day, salt: random(32) };
      return createHash('sha256')
        .update(current.salt)
        .update('\0')
        .update(ip)
        .update('\0')
        .update(userAgent)
        .digest('hex')
        .slice(0, ID_LENGTH);
    },
  };
}
