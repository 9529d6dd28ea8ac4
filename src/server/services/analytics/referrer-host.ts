const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The site a visitor came from, as a host name only: never the path or query, which can carry
 * search words or ids. Empty for no referrer, our own pages (`ownHosts`), or anything that is not
 * a plain web address. "www." is dropped so a site counts once.
 */
export function toReferrerHost(referrer: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!HOST_NAME.test(host) || ownHosts.has(host)) return '';
  return host;
}
