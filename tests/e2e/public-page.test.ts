import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { waitUntilInteractive } from './support/page';

const app = setUpAppAndBrowser();

async function open(
  path = '/',
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${app.server.url}${path}`);
  await waitUntilInteractive(page);
  return { context, page };
}

/** What the visitor sees: the element's opacity times every ancestor's, once no transition runs. */
async function settledOpacity(locator: Locator): Promise<number> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        let node: Element | null = element;
        while (node) {
          if (node.getAnimations().some((animation) => animation.playState === 'running')) return false;
          node = node.parentElement;
        }
        return true;
      }),
    )
    .toBe(true);
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

describe('detail panel cards', () => {
  const sections = ['experience', 'skills', 'projects'] as const;

  it.each(sections)(
    'stay fully visible in %s after their panel opens and closes, by mouse and keyboard',
    async (id) => {
      const { context, page } = await open();
      const card = page.locator(`#${id} [data-panel-trigger]`).first();
      const dialog = page.getByRole('dialog');
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => settledOpacity(card)).toBe(1);

      await card.click({ position: { x: 40, y: 20 } });
      await dialog.waitFor();
      expect(await settledOpacity(card)).toBe(1);
      await dialog.getByRole('button', { name: 'Close details' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await settledOpacity(card)).toBe(1);

      await card.locator('h3 button').focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      expect(await settledOpacity(card)).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await settledOpacity(card)).toBe(1);

      // Away and back again: the card does not fade out or replay.
      await page.evaluate(() => window.scrollTo(0, 0));
      await card.scrollIntoViewIfNeeded();
      expect(await settledOpacity(card)).toBe(1);
      if (id === 'projects') {
        const article = card.getByRole('link', { name: 'Click to read article' });
        expect(await article.isVisible()).toBe(true);
        expect(await settledOpacity(article)).toBe(1);
      }
      await context.close();
    },
  );
});

describe('card hints', () => {
  it('show "Click for detailed information" 700 ms after the pointer arrives, at once on the next card within 300 ms', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(app.server.url);
    await waitUntilInteractive(page);
    const cards = page.locator('#skills [data-panel-trigger]');
    await cards.nth(0).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    // From here time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const hint = page.getByRole('tooltip', { name: 'Click for detailed information' });

    await cards.nth(0).hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(650);
    expect(await hint.count()).toBe(0);
    await page.clock.runFor(100);
    await hint.waitFor();
    expect(await cards.nth(0).getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));

    // Straight onto the next card: the hint is there at once, no wait.
    await cards.nth(1).hover({ position: { x: 40, y: 40 } });
    await hint.waitFor();
    expect(await cards.nth(1).getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));

    // Away for longer than the skip window: the next hover waits the full 700 ms again.
    await page.mouse.move(5, 5);
    await expect.poll(() => hint.count()).toBe(0);
    await page.clock.runFor(400);
    await cards.nth(2).hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(650);
    expect(await hint.count()).toBe(0);
    await page.clock.runFor(100);
    await hint.waitFor();
    await context.close();
  });
});

describe('spec content on the page', () => {
  it('ends the career timeline with a consultancy founder role', async () => {
    const { context, page } = await open();
    const roles = page.locator('#experience li');
    expect(await roles.count()).toBe(9);
    const ninth = roles.nth(8);
    expect(await ninth.locator('h3').textContent()).toBe('Founder & Principal Consultant');
    expect(await ninth.textContent()).toContain('consultancy');
    expect(await page.locator('#experience').textContent()).not.toMatch(
      /Silverpine|(?<!Senior )Game Test Analyst/,
    );
    await context.close();
  });

  it('links the featured series and opens its social post in a new tab, each at its own address', async () => {
    const { context, page } = await open();
    await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'original' }));
    const awards = page.locator('#awards');
    const series = awards.getByRole('link', { name: 'Watch the series' });
    const post = awards.getByRole('link', { name: /^View the original post by/ });
    const seriesHref = await series.getAttribute('href');
    const postHref = await post.getAttribute('href');
    expect(seriesHref).toMatch(/^https:\/\//);
    expect(postHref).toMatch(/^https:\/\//);
    expect(postHref).not.toBe(seriesHref);
    for (const link of [series, post]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const [popup] = await Promise.all([context.waitForEvent('page'), post.click()]);
    expect(popup.url()).toBe(postHref);
    await context.close();
  });

  it('links the location to a map search for the area, in a new tab', async () => {
    const { context, page } = await open();
    await context.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: 'map' }));
    const location = page.locator('#contact').getByRole('link', { name: /San Diego/ });
    expect(await location.getAttribute('target')).toBe('_blank');
    expect(await location.getAttribute('rel')).toBe('noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), location.click()]);
    expect(new URL(popup.url()).searchParams.get('query')).toContain('San Diego');
    await context.close();
  });

  it('shows each hero stat with its number above its label', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 740 } });
    const tiles = page.locator('#hero dl > div');
    expect(await tiles.count()).toBe(3);
    for (const tile of await tiles.all()) {
      const number = await tile.locator('dd').boundingBox();
      const label = await tile.locator('dt').boundingBox();
      expect(number && label && number.y + number.height <= label.y + 1).toBe(true);
    }
    await context.close();
  });
});

describe('forms in the prerendered page', () => {
  it('keep what a visitor typed before the contact section hydrated, and send it', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    let releaseChunks = () => {};
    const held = new Promise<void>((resolve) => {
      releaseChunks = resolve;
    });
    await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(app.server.url);
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Scully');
    await form.getByLabel('Email').fill('dana@example.org');
    await form.getByLabel('Opportunity type').selectOption('advisory');
    await form.getByLabel('Message').fill('Typed while the page was still loading.');
    releaseChunks();
    await page.waitForLoadState('networkidle');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contacts'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      firstName: 'Dana',
      opportunityType: 'advisory',
      message: 'Typed while the page was still loading.',
    });
    await page.getByRole('heading', { name: 'Message Sent Successfully!', exact: true }).waitFor();
    await context.close();
  });
});

describe('the 404 page', () => {
  it('is part of the site: the bar with the owner, the footer, and links to the portfolio and the blog', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${app.server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toContain('404 Page Not Found');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Alex Morgan' }).waitFor();
    await banner.getByRole('link', { name: 'Blog' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).waitFor();

    await page.getByRole('link', { name: 'Back to the portfolio' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.locator('#hero h1').waitFor();

    await page.goto(`${app.server.url}/still/missing`);
    await page.getByRole('link', { name: 'Read the blog' }).click();
    await page.waitForURL(`${app.server.url}/blog`);
    await page.getByRole('heading', { level: 1, name: /How I Built This Site/ }).waitFor();
    await context.close();
  });
});

describe('on a phone', () => {
  it('keeps the chat closed behind the notice and opens it 5 s after the notice is dismissed', async () => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(app.server.url);
    const notice = page.getByRole('alertdialog', { name: 'Mobile Site Under Construction' });
    await notice.waitFor();
    const chatButton = page.getByRole('button', { name: 'Open chat' });
    const chatPanel = page.getByRole('dialog', { name: 'Chat assistant' });
    // First paint: nothing floats over the hero, and the chat does not open while the notice shows.
    expect(await chatButton.count()).toBe(0);
    await page.clock.runFor(8_000);
    expect(await chatPanel.count()).toBe(0);
    expect(await notice.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => notice.count()).toBe(0);
    await chatButton.waitFor();
    await page.clock.runFor(4_000);
    expect(await chatPanel.count()).toBe(0);
    await page.clock.runFor(1_100);
    await chatPanel.getByText('Can I be of assistance?').waitFor();
    await context.close();
  });

  it('leaves the desktop hero clear of the chat button at common laptop sizes', async () => {
    for (const [width, height] of [
      [1024, 600],
      [1024, 768],
      [1280, 720],
      [1440, 900],
    ] as const) {
      const { context, page } = await open('/', { viewport: { width, height } });
      await page.getByRole('button', { name: 'Open chat' }).waitFor();
      const covered = await page.evaluate(() => {
        const button = document.querySelector('button[aria-label="Open chat"]')?.getBoundingClientRect();
        if (!button) return ['no chat button'];
        return [...document.querySelectorAll('#hero h1, #hero p, #hero button, #hero dl > div, #hero img')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              box.right > button.left &&
              box.left < button.right &&
              box.bottom > button.top &&
              box.top < button.bottom
            );
          })
          .map((element) => element.tagName);
      });
      expect(covered, `${width}x${height}`).toEqual([]);
      await context.close();
    }
  });
});

describe('polish', () => {
  it('sizes each project metric grid to its metrics: full rows only', async () => {
    for (const width of [1440, 375]) {
      const { context, page } = await open('/', { viewport: { width, height: 900 } });
      const rowsPerGrid = await page.locator('#projects dl').evaluateAll((grids) =>
        grids.map((grid) => {
          const rows = new Map<number, number>();
          for (const tile of grid.children) {
            const top = Math.round(tile.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
          return { sizes: [...rows.values()], columns };
        }),
      );
      expect(rowsPerGrid).toHaveLength(6);
      for (const { sizes, columns } of rowsPerGrid) {
        expect(
          sizes.every((size) => size === columns),
          `${width}px: rows ${sizes} in ${columns} columns`,
        ).toBe(true);
      }
      await context.close();
    }
  });

  it('gives /blog a header and footer of one width, and a footer that leads to the portfolio and contact', async () => {
    const { context, page } = await open('/blog');
    const header = await page.locator('header nav').boundingBox();
    const footer = await page.locator('footer > div').boundingBox();
    expect(header?.x).toBe(footer?.x);
    expect(header?.width).toBe(footer?.width);
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    const hrefs = await footerNav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/#about', '/#experience', '/#projects', '/#contact', '/blog']);
    await footerNav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${app.server.url}/#contact`);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('contact')?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(200);
    await context.close();
  });

  it("brings the footer's section links on / to their section, past sections not yet drawn", async () => {
    const { context, page } = await open();
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    for (const [name, id] of [
      ['Contact', 'contact'],
      ['Experience', 'experience'],
    ] as const) {
      await footerNav.getByRole('link', { name }).click();
      await page.waitForURL(`${app.server.url}/#${id}`);
      // Where the section ends up once the scroll has come to rest (ten frames without movement).
      const top = await page.evaluate(async (section) => {
        let still = 0;
        let last = window.scrollY;
        while (still < 10) {
          await new Promise(requestAnimationFrame);
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
        }
        return document.getElementById(section)?.getBoundingClientRect().top ?? Number.NaN;
      }, id);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
    }
    await context.close();
  });

  it('shows a fade where an excerpt continues, gone once it is read to the end', async () => {
    const { context, page } = await open();
    const excerpt = page.locator('#awards section[aria-label^="Excerpt of"]');
    const cue = excerpt.locator('xpath=following-sibling::div[1]');
    await excerpt.scrollIntoViewIfNeeded();
    expect(await cue.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await excerpt.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(() => cue.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await context.close();
  });

  it('underlines company names in the timeline, like the links they are', async () => {
    const { context, page } = await open();
    const company = page.locator('#experience').getByRole('link', { name: 'Pacific Crest Logistics' });
    expect(await company.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
      'underline',
    );
    await context.close();
  });
});
