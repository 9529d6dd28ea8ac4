import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/**
 * Whether a visitor's activity may be counted at all: never when the browser says Do-Not-Track
 * (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`), never for a crawler, a monitor or a
 * headless browser (isbot's list of user agents), and never without a user agent.
 */
export function isTrackingAllowed(headers: IncomingHttpHeaders): boolean {
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return false;
  const userAgent = headers['user-agent'];
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return false;
  return !isbot(userAgent);
}
