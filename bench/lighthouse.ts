import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../src/server/lib/chromium-flags';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Bytes over the wire, requests and script bytes (transferred) of the whole run. */
  transferBytes: number;
  requests: number;
  scriptBytes: number;
  /** All main-thread work of the load (Lighthouse's mainthread-work-breakdown). */
  mainThreadMs: number;
  /** Set when Lighthouse could not measure the page; the scores are then 0. */
  runtimeError?: string;
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

type SummaryItem = { resourceType?: string; requestCount?: number; transferSize?: number };

/** Lighthouse's resource summary: every request of the run, and the scripts among them. */
function resourceSummary(
  details: unknown,
): Pick<LighthouseScores, 'transferBytes' | 'requests' | 'scriptBytes'> {
  const items = ((details as { items?: SummaryItem[] } | undefined)?.items ?? []) as SummaryItem[];
  const total = items.find((item) => item.resourceType === 'total');
  const scripts = items.find((item) => item.resourceType === 'script');
  return {
    transferBytes: total?.transferSize ?? 0,
    requests: total?.requestCount ?? 0,
    scriptBytes: scripts?.transferSize ?? 0,
  };
}

/** Lighthouse's own mobile (default) or desktop preset against one URL, scores out of 100. */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  /** Requests the page's browser refuses (Lighthouse's blockedUrlPatterns), to measure a page without a script. */
  blockedUrlPatterns: string[] = [],
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? 0),
      ...resourceSummary(audits['resource-summary']?.details),
      mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
      ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  } finally {
    chrome.kill();
  }
}
