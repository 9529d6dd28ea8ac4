import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { applyMigrations } from '../src/server/db/migrate';
import { createBlogImageLoader } from '../src/server/services/files/blog-images';
import { loadBranding } from '../src/server/services/previews/branding';
import { createCard } from '../src/server/services/previews/card';
import { previewTargetOf } from '../src/server/services/previews/platforms';
import { createPreviewService } from '../src/server/services/previews/preview-service';
import { renderPreviewPng } from '../src/server/services/previews/render-png';

export type PreviewBench = { cardMs: number; chromiumMsPerPlatform: number | null; allSixMs: number };

const CARD_RUNS = 5;
const CHROMIUM_RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await task();
  return performance.now() - startedAt;
}

/**
 * Social-preview budgets: one satori card (< 500 ms), one Chromium screenshot of the running
 * site per platform, launch included (< 3 s), and all six as the background job makes them
 * (< 20 s). Chromium figures need the built client (`npm run build`) and a browser; without
 * either, `chromiumMsPerPlatform` is null and all six are cards.
 */
export async function benchPreviews(): Promise<PreviewBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-previews-'));
  const clientDir = path.join(root, 'dist', 'client');
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' });
  const database = await openDatabase({ kind: 'pglite' });
  await applyMigrations(database);
  const app = await buildApp({
    config,
    database,
    secret: 'bench-secret-0123456789abcdef0123456789abcdef',
    clientDir: hasClient ? clientDir : undefined,
    logger: false,
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const target = previewTargetOf('facebook');
    const branding = await loadBranding(database.db, 'facebook', config.PUBLIC_URL);
    const renderCard = () =>
      renderPreviewPng(createCard({ branding, target, dateText: 'June 25, 2025' }), target);
    await renderCard(); // fonts and the layout engine load once per process
    const cardRuns: number[] = [];
    for (let run = 0; run < CARD_RUNS; run++) cardRuns.push(await time(renderCard));

    const useChromium = Boolean(config.chromiumPath) && hasClient;
    const previews = createPreviewService({
      database,
      config: useChromium ? config : { ...config, chromiumPath: undefined },
      log: app.log,
      loadImage: createBlogImageLoader([hasClient ? clientDir : path.join(root, 'src', 'client', 'public')]),
    });
    previews.setSiteUrl(address);
    const source = { ip: '127.0.0.1', headers: {} };
    let chromiumMsPerPlatform: number | null = null;
    if (useChromium) {
      const runs: number[] = [];
      for (let run = 0; run < CHROMIUM_RUNS; run++) {
        runs.push(await time(() => previews.generateOne('facebook', '/', source)));
      }
      chromiumMsPerPlatform = median(runs);
    }
    const allSixMs = await time(() => previews.generateAll(null));
    return { cardMs: median(cardRuns), chromiumMsPerPlatform, allSixMs };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
