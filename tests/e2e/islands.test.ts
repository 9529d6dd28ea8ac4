import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { waitUntilInteractive } from './support/page';

const app = setUpAppAndBrowser();

/** A cold visit (new context, empty cache) at a desktop size. */
async function open(path = '/'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}${path}`);
  return { context, page };
}

/** Holds back the chunks whose names match until `release()`: the visitor acts before they arrive. */
async function holdChunks(
  page: Page,
  pattern: RegExp,
): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    markRequested();
    await held;
    await route.continue();
  });
  return { release, requested };
}

const roiFigures: [string, string][] = [
  ['Current annual IT costs (USD)', '1,000,000'],
  ['Number of employees', '100'],
  ['Average annual salary (USD)', '80000'],
  ['Downtime hours per month', '4'],
  ['Security incidents per year', '2'],
  ['Open compliance gaps', '3'],
];

describe('islands on a cold load: a press before the code arrives is kept', () => {
  it('opens the detail panel of a card clicked while its code was on its way', async () => {
    const { context, page } = await open();
    const chunk = await holdChunks(page, /detail-panel-island-[^/]+\.js$/);
    const card = page.locator('#skills [data-panel-trigger]').first();
    await card.scrollIntoViewIfNeeded();
    await card.click({ position: { x: 40, y: 20 } });
    await chunk.requested;
    expect(await page.getByRole('dialog').count()).toBe(0);
    chunk.release();
    const title = (await card.locator('h3').textContent()) ?? '';
    await expect.poll(() => page.getByRole('dialog').locator('h3').textContent()).toBe(title);
    await context.close();
  });

  it('opens the chat with its suggested questions when the button was pressed before the chat code came', async () => {
    const { context, page } = await open();
    const chunk = await holdChunks(page, /chat-island-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await chunk.requested;
    chunk.release();
    const panel = page.getByRole('dialog', { name: 'Chat assistant' });
    await panel.getByRole('list', { name: 'Suggested questions' }).waitFor();
    await context.close();
  });

  it('opens the Portfolio menu pressed before its code came, and scrolls to the entry chosen', async () => {
    const { context, page } = await open();
    const chunk = await holdChunks(page, /portfolio-menu-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Portfolio' }).click();
    await chunk.requested;
    chunk.release();
    await page.getByRole('menuitem', { name: 'Projects' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Math.round(document.getElementById('projects')?.getBoundingClientRect().top ?? -1),
          ),
        {
          timeout: 5000,
        },
      )
      .toBe(80);
    await context.close();
  });

  it('keeps a press made before the page script ran, and acts on it once the script has come', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const script = await holdChunks(page, /\/assets\/page-[^/]+\.js$/);
    await page.goto(`${app.server.url}/`);
    await script.requested;
    await page.getByRole('button', { name: 'Portfolio' }).click();
    script.release();
    await page.getByRole('menuitem', { name: 'Projects' }).waitFor();
    await context.close();
  });

  it('calculates the ROI submitted before the calculator woke', async () => {
    const { context, page } = await open();
    const chunk = await holdChunks(page, /roi-island-[^/]+\.js$/);
    const section = page.locator('#roi-calculator');
    for (const [label, value] of roiFigures) await section.getByLabel(label).fill(value);
    await section.getByLabel('Project type').selectOption('security');
    await section.getByRole('button', { name: 'Calculate ROI' }).click();
    chunk.release();
    await section.getByText('Excellent ROI').waitFor({ timeout: 10_000 });
    expect(await section.textContent()).toContain('$377,404');
    await context.close();
  });
});

describe('no blank page, no lost words', () => {
  const fillContact = async (page: Page) => {
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Scully');
    await form.getByLabel('Email').fill('dana@example.org');
    await form.getByLabel('Opportunity type').selectOption('consulting');
    await form.getByLabel('Message').fill('Typed, then the network went away.');
    return form;
  };

  it('keeps the page and the typed text and shows the error toast when the network drops on send', async () => {
    const { context, page } = await open();
    const form = await fillContact(page);
    // The form woke when it was first focused; now the connection goes.
    await waitUntilInteractive(page);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message').first().waitFor();
    await page.getByText('Please try again or contact me directly via email.').first().waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('Typed, then the network went away.');
    expect(await page.locator('#hero h1').isVisible()).toBe(true);
    await context.close();
  });

  it("shows the spec's failure when not even the form's code can come, and keeps the text", async () => {
    const { context, page } = await open();
    await waitUntilInteractive(page);
    await context.setOffline(true);
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('#contact').getByRole('alert').getByText('Failed to send message').waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await page.locator('#hero h1').isVisible()).toBe(true);
    await context.close();
  });

  it('puts the unsent message back after a reload, and forgets it once sent', async () => {
    const { context, page } = await open();
    const form = await fillContact(page);
    await page.reload();
    // The page's script, which puts the draft back, is asked for once the page has painted.
    await expect
      .poll(() => form.getByLabel('Message').inputValue())
      .toBe('Typed, then the network went away.');
    expect(await form.getByLabel('Opportunity type').inputValue()).toBe('consulting');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!', exact: true }).waitFor();
    await page.reload();
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    await context.close();
  });

  it('shows a retry, not a blank page, when a chunk is missing, and the retry loads it', async () => {
    const { context, page } = await open();
    await waitUntilInteractive(page);
    await page.route(/game-island-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.evaluate(() => window.dispatchEvent(new Event('game:open')));
    const failure = page.getByRole('alert').filter({ hasText: 'The game could not load.' });
    await failure.waitFor();
    expect(await page.locator('#hero h1').isVisible()).toBe(true);
    await page.unroute(/game-island-[^/]+\.js$/);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'Particle Collector' }).waitFor();
    await context.close();
  });
});

describe('visitor polish', () => {
  it('clears the ROI results when a later input fails validation', async () => {
    const { context, page } = await open();
    const section = page.locator('#roi-calculator');
    for (const [label, value] of roiFigures) await section.getByLabel(label).fill(value);
    await section.getByLabel('Project type').selectOption('cloud');
    await section.getByRole('button', { name: 'Calculate ROI' }).click();
    await section.getByText('Projected annual savings').waitFor({ timeout: 10_000 });
    await section.getByLabel('Number of employees').fill('');
    await section.getByRole('button', { name: 'Calculate ROI' }).click();
    await section.getByText('Employee count is required').waitFor();
    expect(await section.getByText('Projected annual savings').count()).toBe(0);
    await section.getByText('Enter your parameters to see ROI calculations').waitFor();
    await context.close();
  });

  it('keeps a toast clear of the chat button', async () => {
    const { context, page } = await open();
    await context.route('**/api/contacts', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Scully');
    await form.getByLabel('Email').fill('dana@example.org');
    await form.getByLabel('Opportunity type').selectOption('other');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('li', { hasText: 'Failed to send message' }).first();
    await toast.waitFor();
    const box = await toast.boundingBox();
    const button = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
    expect(box && button).toBeTruthy();
    if (box && button) expect(box.y + box.height <= button.y || box.x + box.width <= button.x).toBe(true);
    await context.close();
  });

  it('keeps the bar in place between / and /blog', async () => {
    const { context, page } = await open();
    const place = () => page.locator('header nav').boundingBox();
    const name = () => page.getByRole('banner').getByText('Alex Morgan').boundingBox();
    const [homeBar, homeName] = [await place(), await name()];
    await page.goto(`${app.server.url}/blog`);
    const [blogBar, blogName] = [await place(), await name()];
    expect(blogBar?.x).toBe(homeBar?.x);
    expect(blogBar?.width).toBe(homeBar?.width);
    expect(blogName?.x).toBe(homeName?.x);
    await context.close();
  });

  it('puts the 404 footer at the bottom of the window', async () => {
    const { context, page } = await open('/no-such-page');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const box = await footer.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(900);
    await context.close();
  });

  it('shows testimonial names as links: underlined', async () => {
    const { context, page } = await open();
    const name = page.locator('#testimonials figcaption a').first();
    expect(await name.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
    await context.close();
  });

  it('closes a detail panel on Shift alone, and keeps it open for Shift+Tab', async () => {
    const { context, page } = await open();
    const card = page.locator('#projects [data-panel-trigger]').first();
    await card.scrollIntoViewIfNeeded();
    const dialog = page.getByRole('dialog');
    await card.click({ position: { x: 40, y: 20 } });
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.count()).toBe(1);
    await page.keyboard.press('Shift');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });
});

describe('the page before the rest of its rules arrive', () => {
  /** Where the first screen's parts and every section sit and how they are coloured, at one size and theme. */
  async function firstScreen(
    size: { width: number; height: number },
    theme: 'light' | 'dark',
    holdStyles: boolean,
  ) {
    const context = await app.browser.newContext({ viewport: size, colorScheme: theme });
    const page = await context.newPage();
    const stylesheet = holdStyles ? await holdChunks(page, /\/assets\/page-[^/]+\.css$/) : null;
    // With the stylesheet held back, the page's load may wait on it: the request is the event needed.
    await page.goto(`${app.server.url}/`, { waitUntil: stylesheet ? 'domcontentloaded' : 'load' });
    if (stylesheet) await stylesheet.requested;
    else
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/page-')),
      );
    const boxes = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'header, header nav, #hero h1, #hero p, #hero button, #hero img, main > section, footer',
        ),
      ].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.fontSize}`;
      }),
    );
    stylesheet?.release();
    await context.close();
    return boxes;
  }

  it.each([
    ['a phone, light', { width: 390, height: 844 }, 'light'],
    ['a laptop, dark', { width: 1440, height: 900 }, 'dark'],
  ] as const)('looks the same on %s as with the whole stylesheet', async (_name, size, theme) => {
    const early = await firstScreen(size, theme, true);
    const styled = await firstScreen(size, theme, false);
    expect(early.length).toBeGreaterThan(5);
    expect(early).toEqual(styled);
  });
});
