import type { FastifyBaseLogger } from 'fastify';
import type { PreviewSource } from '../../../shared/api/admin-screenshots';
import type { SocialPlatform } from '../../../shared/social-platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { LoadBlogImage } from '../files/blog-images';
import { formatPreviewDate, loadBranding } from './branding';
import { createCard, createScreenshotFrame } from './card';
import { captureScreenshots } from './chromium-screenshots';
import type { OverlayInput } from './overlay';
import { previewTargetOf } from './platforms';
import { createPortraitLoader } from './portrait';
import { renderPreviewPng } from './render-png';

export type RenderedPreview = {
  platform: SocialPlatform;
  png: Buffer;
  width: number;
  height: number;
  source: PreviewSource;
};

export type PreviewRendererDeps = {
  db: Db;
  config: Pick<Config, 'chromiumPath' | 'timeZone' | 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
  /** Where this server answers, once it listens: the page Chromium photographs. */
  siteUrl: () => string | null;
  /** Reads the site's public images (the portrait). */
  loadImage: LoadBlogImage;
};

export type PreviewRenderer = {
  mode: () => PreviewSource;
  render: (platforms: SocialPlatform[], route?: string) => Promise<RenderedPreview[]>;
};

/**
 * Chromium's screenshot of the running site when a browser is configured and the server is
 * listening; otherwise, or when the browser fails, the branded card. Both carry the same overlay.
 */
export function createPreviewRenderer(deps: PreviewRendererDeps): PreviewRenderer {
  const { config } = deps;
  const mode = (): PreviewSource => (config.chromiumPath ? 'chromium' : 'card');
  const portrait = createPortraitLoader(deps.loadImage);

  async function describe(platform: SocialPlatform, now: Date): Promise<OverlayInput> {
    return {
      branding: await loadBranding(deps.db, platform, config.PUBLIC_URL),
      target: previewTargetOf(platform),
      dateText: formatPreviewDate(now, config.timeZone),
    };
  }

  async function renderCards(inputs: OverlayInput[]): Promise<RenderedPreview[]> {
    const rendered: RenderedPreview[] = [];
    const picture = await portrait();
    for (const input of inputs) {
      const png = await renderPreviewPng(createCard({ ...input, portrait: picture }), input.target);
      rendered.push(toRendered(input, png, 'card'));
    }
    return rendered;
  }

  async function renderScreenshots(inputs: OverlayInput[], pageUrl: string): Promise<RenderedPreview[]> {
    const executablePath = config.chromiumPath as string;
    const shots = await captureScreenshots(
      executablePath,
      pageUrl,
      inputs.map((input) => input.target),
    );
    const rendered: RenderedPreview[] = [];
    for (const input of inputs) {
      const shot = shots.get(input.target.platform);
      if (!shot) throw new Error(`no screenshot for ${input.target.platform}`);
      deps.log.debug(
        {
          platform: input.target.platform,
          clip: shot.clip,
          subject: shot.subject,
          hiddenLayers: shot.hiddenLayers,
        },
        'clean view captured',
      );
      const png = await renderPreviewPng(createScreenshotFrame(shot.png, input), input.target);
      rendered.push(toRendered(input, png, 'chromium'));
    }
    return rendered;
  }

  return {
    mode,
    async render(platforms, route = '/') {
      const now = new Date();
      const inputs = await Promise.all(platforms.map((platform) => describe(platform, now)));
      const siteUrl = deps.siteUrl();
      if (mode() === 'chromium' && siteUrl) {
        try {
          return await renderScreenshots(inputs, new URL(route, siteUrl).toString());
        } catch (error) {
          deps.log.warn({ err: error }, 'Chromium screenshot failed; using the branded card instead');
        }
      }
      return renderCards(inputs);
    },
  };
}

function toRendered(input: OverlayInput, png: Buffer, source: PreviewSource): RenderedPreview {
  return {
    platform: input.target.platform,
    png,
    width: input.target.width,
    height: input.target.height,
    source,
  };
}
