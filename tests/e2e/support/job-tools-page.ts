import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { REPORT_HEADER } from '../../../src/server/services/jobs/csv-export';
import { parseCsv } from '../../helpers/parse-csv';
import { checkIcsLines, parseIcs } from '../../helpers/parse-ics';

/** Locators and steps the job-tracker journey repeats. */
export function jobToolsPage(page: Page, serverUrl: string) {
  return {
    async signIn(password: string): Promise<void> {
      await page.goto(`${serverUrl}/api/login?returnTo=%2Ftools%2Fjob`);
      await page.getByLabel('Username or email').fill('owner');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${serverUrl}/tools/job`);
      await page.getByRole('heading', { name: 'Job Application Tools' }).waitFor();
    },
    /** A toast's title or description (its text is also in Radix's live region, hence first()). */
    toast: (text: string): Locator => page.getByText(text, { exact: true }).first(),
    /** Toasts sit at the bottom right, over dialog footers: closed before clicking there. */
    async dismissToasts(): Promise<void> {
      const region = page.getByRole('region', { name: /Notifications/ });
      for (const close of await region.getByRole('button', { name: 'Close' }).all()) {
        await close.click().catch(() => undefined);
      }
    },
    stat: (label: string): Locator => page.locator(`[data-stat="${label}"]`),
    /** Adds an application with the page's own session, as the client would. */
    async addThroughApi(fields: Record<string, string>): Promise<void> {
      const status = await page.evaluate(async (body) => {
        const init = {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
        return (await fetch('/api/job/applications', init)).status;
      }, fields);
      if (status !== 201) throw new Error(`adding an application answered ${status}`);
    },
    /** Clicks something that downloads a file; the file's suggested name and text. */
    async download(trigger: Locator): Promise<{ name: string; text: string }> {
      const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
      return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
    },
  };
}

/** The Export Report as records keyed by column, after checking the BOM and the header. */
export function readReport(csv: string): Record<string, string>[] {
  if (csv.charCodeAt(0) !== 0xfeff) throw new Error('the report has no UTF-8 byte-order mark');
  const [header, ...rows] = parseCsv(csv.slice(1));
  if (JSON.stringify(header) !== JSON.stringify(REPORT_HEADER))
    throw new Error(`unexpected header ${header}`);
  return rows.map((row) => Object.fromEntries(REPORT_HEADER.map((name, index) => [name, row[index] ?? ''])));
}

/** An .ics file's properties by name (first of each), after checking its line rules. */
export function readCalendar(ics: string): Record<string, string> {
  checkIcsLines(ics);
  const properties: Record<string, string> = {};
  for (const { name, value } of parseIcs(ics)) properties[name] ??= value;
  return properties;
}
