import type { FastifyBaseLogger } from 'fastify';
import type { ScreenshotStatus } from '../../../shared/api/admin-screenshots';
import { type SocialPlatform, socialPlatformNames } from '../../../shared/social-platforms';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ActivitySource } from '../../platform/activity';
import { runExclusively } from '../../platform/jobs/run-exclusively';
import { createWorkerLoop } from '../../platform/jobs/worker-loop';
import type { LoadBlogImage } from '../files/blog-images';
import { createPreviewRenderer, type RenderedPreview } from './preview-renderer';
import { listPreviewImages, readOldestPreview, savePreviews } from './preview-store';

/** Spec §9: every day at 2:00 AM, in the site's time zone (TZ). */
export const DAILY_PREVIEW_PATTERN = '0 2 * * *';
/** The advisory-lock key of the preview run ("PREV"): one instance at a time across the database. */
export const PREVIEW_LOCK_KEY = 0x50524556;
// Instances whose clocks differ by seconds would each win the lock in turn; the later ones see fresh images and stop.
const FRESH_FOR_MS = 60 * 60_000;

export type GenerateAllResult = 'generated' | 'fresh' | 'busy';

export type PreviewService = {
  start: () => void;
  stop: () => Promise<void>;
  setSiteUrl: (url: string) => void;
  status: () => Promise<ScreenshotStatus>;
  generateAll: (
    source: ActivitySource | null,
    options?: { skipIfFresh?: boolean },
  ) => Promise<GenerateAllResult>;
  generateAllInBackground: (source: ActivitySource | null) => 'started' | 'already-running';
  generateOne: (platform: SocialPlatform, route: string, source: ActivitySource) => Promise<RenderedPreview>;
};

export type PreviewServiceDeps = {
  database: Database;
  config: Pick<Config, 'chromiumPath' | 'timeZone' | 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
  /** Reads the site's public images (the portrait on the card). */
  loadImage: LoadBlogImage;
};

export function createPreviewService(deps: PreviewServiceDeps): PreviewService {
  const { database, log } = deps;
  let siteUrl: string | null = null;
  let inFlight: Promise<unknown> | null = null;
  const renderer = createPreviewRenderer({
    db: database.db,
    config: deps.config,
    log,
    siteUrl: () => siteUrl,
    loadImage: deps.loadImage,
  });

  async function isFresh(): Promise<boolean> {
    const { oldest, count } = await readOldestPreview(database.db);
    return (
      count >= socialPlatformNames.length && oldest !== null && Date.now() - oldest.getTime() < FRESH_FOR_MS
    );
  }

  async function generateAll(
    source: ActivitySource | null,
    options: { skipIfFresh?: boolean } = {},
  ): Promise<GenerateAllResult> {
    const run = await runExclusively(database, PREVIEW_LOCK_KEY, async (): Promise<GenerateAllResult> => {
      if (options.skipIfFresh && (await isFresh())) return 'fresh';
      const startedAt = performance.now();
      const previews = await renderer.render(socialPlatformNames);
      await savePreviews(database.db, source, previews);
      log.info(
        { ms: Math.round(performance.now() - startedAt), source: previews[0]?.source },
        'social previews generated',
      );
      return 'generated';
    });
    return run.ran ? run.value : 'busy';
  }

  function track(promise: Promise<unknown>): void {
    const tracked = promise
      .catch((error: unknown) => log.error({ err: error }, 'social preview generation failed'))
      .finally(() => {
        if (inFlight === tracked) inFlight = null;
      });
    inFlight = tracked;
  }

  const nightly = createWorkerLoop({
    schedule: { pattern: DAILY_PREVIEW_PATTERN, timeZone: deps.config.timeZone },
    run: async () => {
      if (!inFlight) await generateAll(null, { skipIfFresh: true });
    },
    onError: (error) => log.error({ err: error }, 'social preview generation failed'),
  });

  return {
    start: nightly.start,
    async stop() {
      await nightly.stop();
      // Closing the database under a running generation would fail its final write.
      await inFlight;
    },
    setSiteUrl(url) {
      siteUrl = url;
    },
    async status() {
      return {
        isRunning: nightly.scheduleState().isActive,
        nextRun: nightly.scheduleState().nextRun?.toISOString() ?? null,
        isGenerating: inFlight !== null || nightly.isBusy(),
        mode: renderer.mode(),
        images: await listPreviewImages(database.db),
      };
    },
    generateAll,
    generateAllInBackground(source) {
      if (inFlight || nightly.isBusy()) return 'already-running';
      track(generateAll(source));
      return 'started';
    },
    async generateOne(platform, route, source) {
      const [preview] = await renderer.render([platform], route);
      if (!preview) throw new Error(`no preview rendered for ${platform}`);
      await savePreviews(database.db, source, [preview]);
      return preview;
    },
  };
}
