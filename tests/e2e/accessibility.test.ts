import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';

const app = setUpAppAndBrowser();

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (colorScheme) => {
  it.each(['/', '/blog', '/no-such-page'])('axe finds no violations on %s', async (path) => {
    const context = await app.browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').waitFor();
    // Reveal everything that fades in on scroll, so axe checks it as visitors see it.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForTimeout(600);
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
    await context.close();
  });
});
