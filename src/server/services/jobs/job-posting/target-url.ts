import { lookup } from 'node:dns/promises';
import { AppError } from '../../../platform/errors';
import { type AddressPolicy, describeRefusedAddress } from './address-policy';
import { parseAddress } from './ip-address';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to; replaceable in tests. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** A URL the import may fetch, and the one vetted address to connect to (pinned against DNS rebinding). */
export type VettedTarget = { url: URL; address: string; family: 4 | 6 };

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

export const resolveWithSystem: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Parses a link given by the owner or a redirect: http(s) only, no embedded credentials. */
export function parseTargetUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new AppError('bad-request', 'The job URL is not a valid web address.');
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) {
    const where = base ? 'The job page redirected to' : 'The job URL uses';
    throw new AppError(
      'bad-request',
      `${where} ${url.protocol} links; only http:// and https:// are supported.`,
    );
  }
  if (url.username || url.password) {
    throw new AppError('bad-request', 'Links with a user name or password in them are not supported.');
  }
  url.hash = '';
  return url;
}

function refuse(url: URL, address: string, reason: string): AppError {
  const shown =
    url.hostname === address || url.hostname === `[${address}]` ? address : `${url.hostname} (${address})`;
  return new AppError(
    'bad-request',
    `The job URL points to ${shown}, ${reason}; only public web sites can be imported.`,
  );
}

function abortable<T>(task: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Resolves the host and refuses it if ANY of its addresses is refused, so a name listing one
 * public and one private address cannot smuggle the private one in.
 */
export async function vetTarget(
  url: URL,
  policy: AddressPolicy,
  resolveHost: ResolveHost,
  signal: AbortSignal,
): Promise<VettedTarget> {
  const literal = parseAddress(url.hostname);
  if (literal) {
    const address = url.hostname.replace(/^\[|\]$/g, '');
    const reason = describeRefusedAddress(address, policy);
    if (reason) throw refuse(url, address, reason);
    return { url, address, family: literal.kind() === 'ipv4' ? 4 : 6 };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable(resolveHost(url.hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AppError('unprocessable', `The host ${url.hostname} could not be found.`);
  }
  if (addresses.length === 0)
    throw new AppError('unprocessable', `The host ${url.hostname} could not be found.`);
  for (const { address } of addresses) {
    const reason = describeRefusedAddress(address, policy);
    if (reason) throw refuse(url, address, reason);
  }
  const [first] = addresses;
  if (!first) throw new AppError('unprocessable', `The host ${url.hostname} could not be found.`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
