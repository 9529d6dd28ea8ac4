import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppError } from '../../../platform/errors';
import type { AddressPolicy } from './address-policy';
import { decodeText, readBody } from './read-body';
import {
  parseTargetUrl,
  type ResolveHost,
  resolveWithSystem,
  type VettedTarget,
  vetTarget,
} from './target-url';

export const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'application/ld+json'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export type FetchedPage = { url: string; contentType: PageType; body: string };

export type SafeFetchOptions = AddressPolicy & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolveHost?: ResolveHost;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; PortfolioJobImport/1.0)',
  accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.1',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};

/** Connects to the vetted address whatever the name resolves to now: no second, unchecked lookup. */
function pinnedLookup(target: VettedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function requestOnce(target: VettedTarget, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target.url,
      { method: 'GET', headers: REQUEST_HEADERS, agent: false, lookup: pinnedLookup(target), signal },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function pageTypeOf(response: IncomingMessage): PageType {
  const header = String(response.headers['content-type'] ?? '');
  const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
  const pageType = PAGE_TYPES.find((type) => type === mediaType);
  if (pageType) return pageType;
  const shown = mediaType || 'no content type';
  throw new AppError(
    'unprocessable',
    `The link is not a web page (${shown}); please fill in the details manually.`,
  );
}

async function follow(rawUrl: string, options: SafeFetchOptions, signal: AbortSignal): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = parseTargetUrl(rawUrl);
  for (let redirects = 0; ; redirects++) {
    // Every hop is vetted again: a public page may redirect to a private address.
    const target = await vetTarget(url, options, options.resolveHost ?? resolveWithSystem, signal);
    const response = await requestOnce(target, signal);
    try {
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        const location = response.headers.location;
        if (!location)
          throw new AppError('unprocessable', 'The job page redirected without saying where to.');
        if (redirects >= maxRedirects) {
          throw new AppError('unprocessable', `The job page redirected more than ${maxRedirects} times.`);
        }
        response.destroy();
        url = parseTargetUrl(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        throw new AppError('unprocessable', `The job page answered with status ${status}.`);
      }
      const contentType = pageTypeOf(response);
      const body = await readBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
      return { url: url.href, contentType, body: decodeText(body, String(response.headers['content-type'])) };
    } catch (error) {
      response.destroy();
      throw error;
    }
  }
}

/**
 * Fetches a job posting the owner linked, guarded against server-side request forgery:
 * http(s) only, every hop's addresses vetted and pinned, at most 5 redirects, one 10 s
 * deadline for the whole exchange, at most 2 MB, web pages only.
 */
export async function fetchJobPage(rawUrl: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await follow(rawUrl, options, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new AppError('timeout', `The job page did not answer within ${timeoutMs / 1000} seconds.`);
    }
    if (error instanceof AppError) throw error;
    throw new AppError('bad-gateway', 'The job site could not be reached.');
  } finally {
    clearTimeout(timer);
  }
}
