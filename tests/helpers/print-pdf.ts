import type { Browser } from 'playwright-core';

/** Prints HTML to a Letter PDF with Chromium, as a resume exported from a browser or Word would be. */
export async function printPdf(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({
      format: 'Letter',
      margin: { top: '0.6in', bottom: '0.6in', left: '0.7in', right: '0.7in' },
    });
  } finally {
    await page.close();
  }
}
