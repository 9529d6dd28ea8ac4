import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureScreenshots } from '../../src/server/services/previews/chromium-screenshots';
import { contains } from '../../src/server/services/previews/clean-view';
import { listPreviewTargets } from '../../src/server/services/previews/platforms';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A page shaped like the landing page: a tall hero under a fixed navigation bar, a fixed round chat
 * button and a fixed layer of particles over everything, the three floating layers in magenta so
 * any trace of them in a picture shows.
 */
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 18px sans-serif; background: #fff; }
  nav { position: fixed; top: 0; left: 0; right: 0; height: 64px; background: #f0f; }
  #chat { position: fixed; right: 16px; bottom: 16px; width: 56px; height: 56px; border-radius: 50%; background: #f0f; }
  #particles { position: fixed; inset: 0; background: rgba(255, 0, 255, 0.4); pointer-events: none; }
  #hero { padding: 128px 0 80px; }
  #hero > div { max-width: 1280px; margin: 0 auto; padding: 0 24px; box-sizing: border-box; }
  h1 { font-size: 60px; line-height: 1.1; margin: 0; width: 700px; }
  .last { margin-top: 300px; font-size: 24px; }
</style></head><body>
  <nav>Alex Morgan</nav>
  <main><section id="hero"><div>
    <h1>IT Operations &amp; Security Leadership That Scales With Your Business</h1>
    <p>Technology director with 15+ years of building secure, reliable IT operations.</p>
    <p class="last">The last line of the hero</p>
  </div></section><section id="about"><p>Below the hero.</p></section></main>
  <button id="chat" aria-label="Open chat"></button>
  <div id="particles"></div>
</body></html>`;

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.runIf(existsSync(chromiumPath))('the clean view Chromium photographs (needs Chromium)', () => {
  it('hides the navigation, the chat button and the particles, and cuts none of the hero', async () => {
    const targets = listPreviewTargets();
    const shots = await captureScreenshots(chromiumPath, url, targets);
    expect([...shots.keys()]).toEqual(targets.map((target) => target.platform));
    for (const [platform, shot] of shots) {
      expect(shot.hiddenLayers, platform).toBe(3);
      // The whole hero content is in the picture, with the picture's shape.
      expect(contains(shot.clip, shot.subject), platform).toBe(true);
      const image = decode(shot.png);
      expect({ width: image.width, height: image.height }, platform).toEqual({
        width: shot.clip.width,
        height: shot.clip.height,
      });
      // Not one pixel of a floating layer: magenta would show through anywhere they were.
      const channels = image.channels;
      let magenta = 0;
      for (let at = 0; at < image.data.length; at += channels) {
        const [r, g, b] = [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0];
        if (r > 180 && b > 180 && g < 140) magenta += 1;
      }
      expect(magenta, platform).toBe(0);
    }
  }, 60_000);
});
