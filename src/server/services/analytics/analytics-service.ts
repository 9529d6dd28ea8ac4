import type { FastifyBaseLogger } from 'fastify';
import type { Beacon } from '../../../shared/api/analytics';
import type { AnalyticsSummary } from '../../../shared/api/analytics-summary';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ActivitySource } from '../../platform/activity';
import { addCounts, addVisitor, type DailyCount, readPeriodCounts } from './analytics-repository';
import { toReferrerHost } from './referrer-host';
import { addDays, siteDayOf } from './site-day';
import { summarizeCounts } from './summarize-counts';
import { isTrackingAllowed } from './tracking-consent';
import { createVisitorIds, type VisitorIds } from './visitor-id';

/** The referrers, pages, sections and panels listed per period: the most counted first. */
const TOP_LABELS = 20;

/** What a request tells the analytics: the address (through TRUST_PROXY) and the headers. */
export type VisitorSource = Pick<ActivitySource, 'ip' | 'headers'>;

export type Analytics = {
  /** Counts a beacon's events; false when nothing was counted (DNT, GPC or a bot). */
  recordBeacon: (source: VisitorSource, beacon: Beacon) => Promise<boolean>;
  /** Counts something the server saw (a contact send) without delaying the reply; failures are logged. */
  countServerEvent: (source: VisitorSource, kind: 'contact') => void;
  summarize: (days: number) => Promise<AnalyticsSummary>;
  /** Waits for counts still being written (closing the database under them would fail them). */
  settle: () => Promise<void>;
};

export type AnalyticsDeps = {
  db: Db;
  config: Pick<
    Config,
    'timeZone' | 'publicUrl' | 'PUBLIC_URL' | 'ALLOWED_ORIGINS' | 'INSIGHTS_RETENTION_DAYS'
  >;
  log: FastifyBaseLogger;
  now?: () => Date;
  visitorIds?: VisitorIds;
};

function ownHostsOf(config: AnalyticsDeps['config']): Set<string> {
  const hosts = [config.publicUrl, ...config.ALLOWED_ORIGINS].map((url) =>
    new URL(url).hostname.toLowerCase().replace(/^www\./, ''),
  );
  // Without PUBLIC_URL the site is reached by its loopback names (as the origin check allows).
  if (!config.PUBLIC_URL) hosts.push('localhost', '127.0.0.1', '[::1]');
  return new Set(hosts);
}

function tally(counts: Map<string, DailyCount>, day: string, kind: string, label = ''): void {
  const key = `${kind}\0${label}`;
  const row = counts.get(key) ?? { day, kind, label, count: 0 };
  row.count += 1;
  counts.set(key, row);
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const visitorIds = deps.visitorIds ?? createVisitorIds();
  const ownHosts = ownHostsOf(config);
  const pending = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  async function recordBeacon(source: VisitorSource, beacon: Beacon): Promise<boolean> {
    if (!isTrackingAllowed(source.headers)) return false;
    const day = siteDayOf(now(), config.timeZone);
    const counts = new Map<string, DailyCount>();
    let isPageView = false;
    for (const event of beacon.events) {
      if (event.kind === 'pageview') {
        isPageView = true;
        tally(counts, day, 'pageview', beacon.path);
      } else if ('target' in event) {
        tally(counts, day, event.kind, event.target);
      } else {
        tally(counts, day, event.kind);
      }
    }
    if (isPageView) {
      tally(counts, day, 'referrer', toReferrerHost(beacon.referrer, ownHosts));
      const visitor = visitorIds.idOf(day, source.ip, String(source.headers['user-agent']));
      if (await track(addVisitor(db, day, visitor))) tally(counts, day, 'visitor');
    }
    await track(addCounts(db, day, counts));
    return true;
  }

  return {
    recordBeacon,
    countServerEvent(source, kind) {
      if (!isTrackingAllowed(source.headers)) return;
      const day = siteDayOf(now(), config.timeZone);
      const counts = new Map<string, DailyCount>();
      tally(counts, day, kind);
      track(addCounts(db, day, counts)).catch((error: unknown) =>
        log.warn({ err: error, kind }, 'analytics count not stored'),
      );
    },
    async summarize(days) {
      const to = siteDayOf(now(), config.timeZone);
      const from = addDays(to, -(days - 1));
      const counts = await readPeriodCounts(db, from, to, TOP_LABELS);
      return summarizeCounts(counts, {
        days,
        from,
        to,
        timeZone: config.timeZone,
        retentionDays: config.INSIGHTS_RETENTION_DAYS,
      });
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
