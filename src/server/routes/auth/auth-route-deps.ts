import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Identify } from '../../plugins/auth-guard';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';
import type { SessionCookies } from '../../plugins/session';

export type AuthRouteDeps = {
  db: Db;
  config: Config;
  sessions: SessionCookies;
  identify: Identify;
  /** HMAC key of admin tokens, derived from APP_SECRET. */
  tokenKey: Buffer;
};

/** Sign-in pages are navigations; a burst beyond this from one address is a script. */
export const NAVIGATION_RATE_LIMIT = createFriendlyRateLimit({
  max: 30,
  timeWindowMs: 60_000,
  explain: (wait) => `Too many sign-in requests from your address. Please try again in ${wait}.`,
});
