import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { socialPlatformNames, socialPlatforms } from '../../src/shared/social-platforms';
import { readPngSize } from '../helpers/png';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { jobToolsPage } from './support/job-tools-page';

const PASSWORD = 'correct horse battery staple';
// The six pictures, for a person to look at (test-results/ is not committed).
const SHOTS = join('test-results', 'previews');

const app = setUpAppAndBrowser({ env: { OWNER_PASSWORD: PASSWORD, CHROMIUM_PATH: '/usr/bin/chromium' } });

describe('social previews of the built site, taken by Chromium', () => {
  it('makes all six at their platform sizes', async () => {
    await mkdir(SHOTS, { recursive: true });
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await jobToolsPage(page, app.server.url).signIn(PASSWORD);
    for (const platform of socialPlatformNames) {
      const reply = await page.request.post(`${app.server.url}/api/screenshots/platform/${platform}`, {
        data: { route: '/' },
        headers: { origin: app.server.url },
        timeout: 60_000,
      });
      expect(reply.status(), platform).toBe(200);
      expect(reply.headers()['x-preview-source'], platform).toBe('chromium');
      const png = await reply.body();
      const { width, height } = socialPlatforms[platform];
      expect(readPngSize(png), platform).toEqual({ width, height });
      await writeFile(join(SHOTS, `${platform}.png`), png);
    }
    await context.close();
  }, 120_000);
});
