import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';

const app = setUpAppAndBrowser();

async function openWithClock(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.getByRole('button', { name: 'Open chat' }).waitFor();
  return { context, page };
}

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat assistant' });

const shotsDir = path.resolve('test-results', 'chat');
/** Screenshots of the panel, kept in test-results/ to look at. */
async function capture(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await chatPanel(page).screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function ask(page: Page, question: string): Promise<void> {
  await page.getByLabel('Your question').fill(question);
  await page.keyboard.press('Enter');
}

describe('chat widget', () => {
  it('opens by itself after 5 s, follows up after 10 s of silence, and closes 3 s later', async () => {
    const { context, page } = await openWithClock();
    await page.clock.runFor(4_000);
    expect(await chatPanel(page).count()).toBe(0);
    await page.clock.runFor(1_100);
    await chatPanel(page).getByText('Can I be of assistance?').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('chat-input');

    await page.clock.runFor(10_000);
    await chatPanel(page).getByText("I'm here if you need anything").waitFor();
    await page.clock.runFor(3_100);
    await expect.poll(() => chatPanel(page).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['a scroll', (page: Page) => page.mouse.wheel(0, 400)],
    ['a click', (page: Page) => page.locator('#hero h1').click()],
  ])('does not open by itself after %s in the first 5 s', async (_, interact) => {
    const { context, page } = await openWithClock();
    await page.clock.runFor(1_000);
    await interact(page);
    await page.clock.runFor(6_000);
    expect(await chatPanel(page).count()).toBe(0);
    // The button still opens it.
    await page.getByRole('button', { name: 'Open chat' }).click();
    await chatPanel(page).waitFor();
    await context.close();
  });

  it('does not follow up while the visitor is typing', async () => {
    const { context, page } = await openWithClock();
    await page.clock.runFor(5_100);
    await chatPanel(page).getByText('Can I be of assistance?').waitFor();
    await page.getByLabel('Your question').fill('Hello');
    await page.clock.runFor(12_000);
    expect(await chatPanel(page).getByText("I'm here if you need anything").count()).toBe(0);
    expect(await chatPanel(page).count()).toBe(1);
    await context.close();
  });

  it('offers suggested questions when opened by the button, focuses the input and closes on Escape', async () => {
    const { context, page } = await openWithClock();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await chatPanel(page).getByRole('list', { name: 'Suggested questions' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-input');
    expect(await chatPanel(page).getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await page.getByLabel('Your question').fill('   ');
    expect(await chatPanel(page).getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => chatPanel(page).count()).toBe(0);
    // Once the visitor has used the widget it never opens by itself.
    await page.clock.runFor(6_000);
    expect(await chatPanel(page).count()).toBe(0);
    await context.close();
  });

  it('answers a question from the server', async () => {
    const { context, page } = await openWithClock();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByLabel('Your question').fill('Which certifications does he hold?');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await chatPanel(page).getByRole('log').textContent()) ?? '', { timeout: 10_000 })
      .toContain('CISSP');
    await context.close();
  });

  it("shows each answer's sources and two follow-up questions, and a follow-up asks it", async () => {
    const { context, page } = await openWithClock();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await ask(page, 'What did Alex do at Northwind Interactive?');
    const followUps = chatPanel(page).getByRole('list', { name: 'Suggested follow-up questions' });
    await followUps.waitFor({ timeout: 10_000 });
    const source = chatPanel(page).getByRole('link', { name: 'Career Timeline' });
    expect(await source.getAttribute('href')).toBe('/#experience');
    const buttons = followUps.getByRole('button');
    expect(await buttons.count()).toBe(2);
    const first = (await buttons.first().textContent()) ?? '';
    await capture(page, 'answer-with-sources');

    await buttons.first().click();
    // The first suggestion after an employer is "How long was Alex there?".
    expect(first).toBe('How long was Alex there?');
    await chatPanel(page)
      .getByText('Alex was at Northwind Interactive for 7 years and 2 months')
      .waitFor({ timeout: 10_000 });
    expect(await chatPanel(page).locator('p', { hasText: first }).count()).toBe(1);
    // Only the latest answer offers follow-ups, and none repeats a question already asked.
    const latest = chatPanel(page).getByRole('list', { name: 'Suggested follow-up questions' });
    await latest.waitFor();
    expect(await latest.count()).toBe(1);
    expect(await latest.getByRole('button').allTextContents()).not.toContain(first);
    await capture(page, 'follow-up-answered');

    await source.first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#experience');
    await context.close();
  });

  it('shows the friendly rate-limit text instead of the generic failure', async () => {
    const { context, page } = await openWithClock();
    const limited =
      "You've asked a lot of questions in a short time. Please try again in 1 minute, or use the contact form to reach Alex directly.";
    await context.route('**/api/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: limited }),
      }),
    );
    await page.getByRole('button', { name: 'Open chat' }).click();
    await ask(page, 'Where is Alex based?');
    await chatPanel(page).getByText(limited).waitFor();
    expect(await chatPanel(page).getByText("I apologize, but I'm having trouble").count()).toBe(0);
    await capture(page, 'rate-limited');
    await context.close();
  });

  it('apologises when the assistant cannot be reached', async () => {
    const { context, page } = await openWithClock();
    await context.route('**/api/chat', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByLabel('Your question').fill('What does he do?');
    await page.keyboard.press('Enter');
    await chatPanel(page)
      .getByText("I apologize, but I'm having trouble responding right now. Please try again in a moment.")
      .waitFor();
    await context.close();
  });
});

describe('game invitation', () => {
  it('opens the game when the visitor accepts', async () => {
    const { context, page } = await openWithClock();
    await page.evaluate(() => window.dispatchEvent(new Event('particles:interaction')));
    await chatPanel(page).getByText('Do you want to play a game?').waitFor();
    await page.getByLabel('Your question').fill('sure');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Particle Collector' }).waitFor();
    await context.close();
  });

  it('answers "Oh..." and closes 2 s after the visitor declines', async () => {
    const { context, page } = await openWithClock();
    await page.evaluate(() => window.dispatchEvent(new Event('particles:interaction')));
    await chatPanel(page).getByText('Do you want to play a game?').waitFor();
    await page.getByLabel('Your question').fill('no thanks');
    await page.keyboard.press('Enter');
    await chatPanel(page).getByText('Oh...').waitFor();
    await page.clock.runFor(2_100);
    await expect.poll(() => chatPanel(page).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Particle Collector' }).count()).toBe(0);
    await context.close();
  });

  it('opens the game for any message about playing', async () => {
    const { context, page } = await openWithClock();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByLabel('Your question').fill('Is there a game here?');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Particle Collector' }).waitFor();
    await context.close();
  });
});
