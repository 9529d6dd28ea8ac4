import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { waitForScrollQuiet, waitUntilInteractive } from './support/page';

const app = setUpAppAndBrowser();

/**
 * The detail panel, and not the chat: the chat is a dialog too, and on a slow machine a pointer
 * resting over the particles for 10 s opens it by itself (the game invitation).
 */
const detailPanel = (page: Page) => page.getByRole('dialog').and(page.locator('.detail-panel'));

async function openHome(
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await waitUntilInteractive(page);
  return { context, page };
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1),
    id,
  );

describe('landing page navigation', () => {
  it('brings each Portfolio entry and "Let\'s Chat" to its section just under the bar', async () => {
    const { context, page } = await openHome();
    const entries: [string, string][] = [
      ['About', 'about'],
      ['Awards & Publications', 'awards'],
      ['Experience', 'experience'],
      ['Expertise', 'skills'],
      ['Projects', 'projects'],
      ['Testimonials', 'testimonials'],
      ['ROI Calculator', 'roi-calculator'],
    ];
    for (const [label, id] of entries) {
      await page.getByRole('button', { name: 'Portfolio' }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBe(80);
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    }
    await page.getByRole('button', { name: "Let's Chat" }).click();
    await expect.poll(() => sectionTop(page, 'contact'), { timeout: 5000 }).toBe(80);
    await context.close();
  });

  it('closes the Portfolio dropdown on an outside click', async () => {
    const { context, page } = await openHome();
    await page.getByRole('button', { name: 'Portfolio' }).click();
    await page.getByRole('menu').waitFor();
    await page.mouse.click(700, 500);
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await context.close();
  });
});

describe('detail panels', () => {
  it('open near the click, switch, and close on a second click, outside click, wheel, key and scroll', async () => {
    const { context, page } = await openHome({ reducedMotion: 'reduce' });
    await page.evaluate(() => document.getElementById('experience')?.scrollIntoView());
    const cards = page.locator('#experience [data-panel-trigger]');
    const dialog = detailPanel(page);
    const firstTitle = (await cards.nth(0).locator('h3').textContent()) ?? '';
    const secondTitle = (await cards.nth(1).locator('h3').textContent()) ?? '';

    await cards.nth(0).click({ position: { x: 40, y: 20 } });
    await expect.poll(() => dialog.locator('h3').textContent()).toBe(firstTitle);
    expect(await dialog.locator('h4:text("Responsibilities:") + ul > li').count()).toBeLessThanOrEqual(5);

    await cards.nth(1).click({ position: { x: 40, y: 20 } });
    await expect.poll(() => dialog.locator('h3').textContent()).toBe(secondTitle);
    await dialog.click({ position: { x: 30, y: 80 } });
    expect(await dialog.count()).toBe(1);

    await cards.nth(1).click({ position: { x: 40, y: 20 } });
    await expect.poll(() => dialog.count()).toBe(0);

    const closers: [string, () => Promise<void>][] = [
      ['outside click', () => page.mouse.click(20, 300)],
      ['wheel', () => page.mouse.wheel(0, 200)],
      ['key press', () => page.keyboard.press('a')],
      ['scroll', () => page.evaluate(() => window.scrollBy(0, 120))],
    ];
    for (const [name, close] of closers) {
      await cards.nth(0).click({ position: { x: 40, y: 20 } });
      await dialog.waitFor();
      await close();
      await expect.poll(() => dialog.count(), { message: `closes on ${name}` }).toBe(0);
      await waitForScrollQuiet(page);
    }
    await context.close();
  });

  it('shows challenges and outcomes for a project, kept inside the viewport', async () => {
    const { context, page } = await openHome({ reducedMotion: 'reduce' });
    await page.evaluate(() => document.getElementById('projects')?.scrollIntoView());
    const card = page.locator('#projects [data-panel-trigger]').nth(1);
    const box = await card.boundingBox();
    await card.click({ position: { x: (box?.width ?? 100) - 30, y: 30 } });
    const dialog = detailPanel(page);
    await dialog.getByText('Key Challenges:').waitFor();
    await dialog.getByText('Project Outcomes:').waitFor();
    const panel = await dialog.boundingBox();
    expect(panel?.x).toBeGreaterThanOrEqual(20);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(1440 - 20);
    await dialog.getByRole('button', { name: 'Close details' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('opens "Click to read article" in a new tab without opening a panel', async () => {
    const { context, page } = await openHome({ reducedMotion: 'reduce' });
    await context.route(/example\.com/, (route) => route.fulfill({ status: 200, body: 'article' }));
    await page.evaluate(() => document.getElementById('projects')?.scrollIntoView());
    const link = page.getByRole('link', { name: 'Click to read article' }).first();
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    expect(popup.url()).toContain('example.com');
    expect(await detailPanel(page).count()).toBe(0);
    await context.close();
  });
});

describe('ROI calculator', () => {
  it('turns the inputs into the exact expected figures after "Calculating..."', async () => {
    const { context, page } = await openHome();
    const section = page.locator('#roi-calculator');
    await section.getByText('Enter your parameters to see ROI calculations').waitFor();
    await section.getByRole('button', { name: 'Calculate ROI' }).click();
    await section.getByText('Current IT costs are required').waitFor();
    await section.getByText('Project type is required').waitFor();

    await section.getByLabel('Current annual IT costs (USD)').fill('1,000,000');
    await section.getByLabel('Number of employees').fill('100');
    await section.getByLabel('Average annual salary (USD)').fill('80000');
    await section.getByLabel('Downtime hours per month').fill('4');
    await section.getByLabel('Security incidents per year').fill('2');
    await section.getByLabel('Open compliance gaps').fill('3');
    await section.getByLabel('Project type').selectOption('security');
    await section.getByRole('button', { name: 'Calculate ROI' }).click();
    await section.getByRole('button', { name: 'Calculating...' }).waitFor();
    await section.getByText('Analyzing your investment potential...').waitFor();

    // Hand-computed: total current cost $1,509,615.38; savings x0.25; implementation x0.12.
    await section.getByText('Excellent ROI').waitFor({ timeout: 5000 });
    const text = (await section.textContent()) ?? '';
    for (const figure of [
      '$377,404',
      '$120,000',
      '$257,404',
      '214.5%',
      '3.8 months',
      '$1,012,212',
      '$800,000',
      '$375,000',
    ]) {
      expect(text).toContain(figure);
    }
    await context.close();
  });
});

describe('contact form', () => {
  const fill = async (page: Page) => {
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Scully');
    await form.getByLabel('Email').fill('dana@example.org');
    await form.getByLabel('Opportunity type').selectOption('consulting');
    await form.getByLabel('Message').fill('We would like help with an IT security roadmap.');
    return form;
  };

  it('sends a message and shows the success view and toast', async () => {
    const { context, page } = await openHome();
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!', exact: true }).waitFor();
    await page.getByText('Message sent successfully!').first().waitFor();
    await context.close();
  });

  it('keeps the form and shows the failure toast when sending fails', async () => {
    const { context, page } = await openHome();
    await context.route('**/api/contacts', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message').first().waitFor();
    await page.getByText('Please try again or contact me directly via email.').first().waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('Dana');
    await context.close();
  });
});

describe('small screens', () => {
  it('shows the "Mobile Site Under Construction" notice at 375 px until a key press', async () => {
    const { context, page } = await openHome({ viewport: { width: 375, height: 740 } });
    const notice = page.getByRole('alertdialog', { name: 'Mobile Site Under Construction' });
    await notice.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => notice.count()).toBe(0);
    await context.close();
  });

  it('opens the slide-down menu, locks page scrolling, and navigates', async () => {
    const { context, page } = await openHome({ viewport: { width: 375, height: 740 } });
    await page.getByRole('alertdialog', { name: 'Mobile Site Under Construction' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Blog' }).waitFor();
    await menu.getByRole('button', { name: 'Get in Touch' }).click();
    await expect.poll(() => sectionTop(page, 'contact'), { timeout: 5000 }).toBe(80);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });
});
