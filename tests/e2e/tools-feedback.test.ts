import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAppAndBrowser } from './support/app-and-browser';
import { jobToolsPage } from './support/job-tools-page';

const PASSWORD = 'correct horse battery staple';

const app = setUpAppAndBrowser({ env: { OWNER_PASSWORD: PASSWORD } });
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await app.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
  page = await context.newPage();
});
afterAll(() => context?.close());

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every button of the dialog the toast overlaps, by name: none, when the toasts keep clear. */
async function buttonsUnderToast(dialog: Locator, toastBox: Box): Promise<string[]> {
  const covered: string[] = [];
  for (const button of await dialog.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box && overlaps(box, toastBox))
      covered.push((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '');
  }
  return covered;
}

describe('feedback in the tools', () => {
  it('says why auto-fill found nothing, and keeps toasts off dialog buttons at any width', async () => {
    const { signIn } = jobToolsPage(page, app.server.url);
    await signIn(PASSWORD);
    await page.getByRole('button', { name: 'Add Application' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Application' });

    // A link the server will not fetch: no toast (spec §8), but a reason under the field.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'http://127.0.0.1:9/jobs/42');
    const urlField = form.getByLabel('Job URL');
    await urlField.focus();
    await page.keyboard.press('Control+V');
    const reason = form.locator('#job-url-reason');
    await expect.poll(() => reason.textContent()).toMatch(/^Auto-fill found nothing: .+/);
    expect(await urlField.getAttribute('aria-describedby')).toBe('job-url-reason');
    await urlField.fill('https://example.com/other');
    await expect.poll(() => reason.textContent()).toBe('');

    for (const viewport of [
      { width: 1400, height: 1000 },
      { width: 1024, height: 700 },
      { width: 700, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await form.getByLabel('Company *').fill('');
      await form.getByRole('button', { name: 'Add Application' }).click();
      // Radix gives each toast role="status"; the item of the notifications list is the toast.
      // The modal dialog hides the rest of the page from the accessibility tree, the toasts with it.
      const toast = page
        .getByRole('region', { name: /Notifications/, includeHidden: true })
        .locator('li')
        .first();
      await toast.getByText('Validation Error').waitFor();
      // The toast moves once it has measured the dialog: wait for it to settle, then compare.
      await expect
        .poll(async () =>
          buttonsUnderToast(form, (await toast.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }),
        )
        .toEqual([]);
      await page.screenshot({ path: `test-results/toast-over-dialog-${viewport.width}.png` });
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.keyboard.press('Escape');
  });

  it('returns focus to the opener after Save Changes, so the next Escape closes the details', async () => {
    const { addThroughApi, toast } = jobToolsPage(page, app.server.url);
    await addThroughApi({ company: 'Northwind', position: 'Director of IT', appliedDate: '2026-03-02' });
    await page.reload();
    const item = page.getByRole('listitem', { name: 'Director of IT at Northwind' });
    const remove = item.getByRole('button', { name: 'Delete Director of IT at Northwind' });
    expect(await remove.getAttribute('title')).toBe('Delete Director of IT at Northwind');

    await item.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Director of IT' });
    await details.getByRole('button', { name: 'Edit Application' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Application' });
    await edit.getByLabel('Salary').fill('$200,000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Application updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Edit Application');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('View Details');
  });
});
