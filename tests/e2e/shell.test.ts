import { describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';

const app = setUpAppAndBrowser();

describe('client shell', () => {
  it('shows "404 Page Not Found" with status 404 for an unknown path', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${app.server.url}/definitely/not/here`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('follows the system theme until the visitor chooses, then keeps the choice across a reload', async () => {
    const context = await app.browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(app.server.url);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(true);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    await context.close();
  });

  it('applies the stored theme before first paint', async () => {
    const context = await app.browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    // The class must be set by the time the parser reaches <body>, before any bundle runs.
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto(app.server.url);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});
