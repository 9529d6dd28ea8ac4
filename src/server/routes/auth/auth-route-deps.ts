import type { AppServices } from '../../app-services';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';

export type AuthRouteDeps = Pick<
  AppServices,
  'db' | 'config' | 'sessions' | 'identify' | 'tokenKey' | 'oidcClient'
>;

/** Sign-in pages are navigations; a burst beyond this from one address is a script. */
export const NAVIGATION_RATE_LIMIT = createFriendlyRateLimit({
  max: 30,
  timeWindowMs: 60_000,
  explain: (wait) => `Too many sign-in requests from your address. Please try again in ${wait}.`,
});
