import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateFactory, daysFromNow, type Issued } from '../helpers/certificates';
import { type RunningServer, startServer } from '../support/server-process';
import { launchBrowser } from './support/browser';

const PASSWORD = 'correct horse battery staple';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let certs: CertificateFactory;
let leaf: Issued;
let root: Issued;
const apiCalls: string[] = [];

async function openTab(name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

/** Chromium reports a download begun in a new tab on the page that opened it; the tab closes itself. */
function waitForPopupDownload(): Promise<Download> {
  return page.waitForEvent('download');
}

async function expectToast(title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

beforeAll(async () => {
  certs = new CertificateFactory();
  root = certs.selfSigned({ commonName: 'E2E Root', isCa: true, notAfter: daysFromNow(3650) });
  leaf = certs.issue(root, {
    commonName: 'example.com',
    dnsNames: ['example.com'],
    notAfter: daysFromNow(120),
  });
  [server, browser] = await Promise.all([
    startServer({ env: { OWNER_PASSWORD: PASSWORD } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/tools/') || pathname.startsWith('/api/screenshots/'))
      apiCalls.push(pathname);
  });
  await page.goto(`${server.url}/api/login?returnTo=${encodeURIComponent('/tools/admin')}`);
  await page.getByLabel('Username or email').fill('owner');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/tools/admin`);
  await page.getByRole('heading', { name: 'Admin Tools' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  certs?.dispose();
});

describe('admin tools in the browser', () => {
  it('opens on the Dashboard and fetches only that tab', async () => {
    await page.getByText('SSL Certificates', { exact: true }).waitFor();
    await page.getByText('Managed Files', { exact: true }).waitFor();
    await page.getByText('Database Tables', { exact: true }).waitFor();
    await page
      .getByRole('list', { name: 'Recent activity' })
      .getByText('Signed in', { exact: true })
      .first()
      .waitFor();
    expect(apiCalls).toContain('/api/tools/dashboard');
    expect(apiCalls.some((call) => call !== '/api/tools/dashboard')).toBe(false);
  });

  it('adds a certificate from the clipboard, checks its health and deletes it', async () => {
    await openTab('Certificates');
    await page.getByText('No certificates found').waitFor();
    await page.getByRole('button', { name: 'Add Your First Certificate' }).click();
    // While the form is open, its toggle says what it will do.
    await page.getByRole('button', { name: 'Close Form' }).waitFor();
    await page.getByRole('button', { name: 'Upload Certificate' }).click();
    await expectToast('Missing fields');
    await page
      .getByText('Please fill in certificate name, domain, certificate data, and private key data.')
      .first()
      .waitFor();

    await page.getByLabel('Certificate Name').fill('Main site');
    await page.getByLabel('Domain').fill('example.com');
    await page.getByLabel('Certificate Type').selectOption('cloudflare-client');
    await page.getByLabel('Client Certificate Data (PEM)').waitFor();
    await page.getByLabel('Certificate Type').selectOption('ca-signed');
    expect(await page.getByLabel('Client Certificate Data (PEM)').count()).toBe(0);
    await page.evaluate((text) => navigator.clipboard.writeText(text), leaf.cert + root.cert + leaf.key);
    await page.getByRole('button', { name: 'Paste from Clipboard' }).click();
    await expect
      .poll(() => page.getByLabel('Private Key Data (PEM)').inputValue())
      .toContain('BEGIN PRIVATE KEY');
    await page.getByRole('button', { name: 'Upload Certificate' }).click();
    await expectToast('Certificate uploaded');
    const list = page.getByRole('list', { name: 'Certificates' });
    await list.getByText('Main site').waitFor();
    await list.getByText('Active', { exact: true }).waitFor();
    await list.getByText('CA Signed').waitFor();
    await list.getByText(/Expires/).waitFor();
    expect(await page.getByLabel('Certificate Name').count()).toBe(0);

    await page.getByRole('button', { name: 'Check health of Main site' }).click();
    await expectToast('Certificate Health: Good');
    // The result stays on the card after the toast has gone.
    const lastCheck = page.getByRole('region', { name: 'Last health check of Main site' });
    await lastCheck.getByText('Certificate Health: Good').waitFor();
    await lastCheck.getByText(/Certificate present, Private key present/).waitFor();
    const keyDownload = waitForPopupDownload();
    await page.getByRole('button', { name: 'Download private key of Main site' }).click();
    const download = await keyDownload;
    expect(download.suggestedFilename()).toBe('Main-site.key');

    await page.getByRole('button', { name: 'Delete certificate Main site' }).click();
    await page.getByText('This action cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast('Certificate deleted');
    await page.getByText('No certificates found').waitFor();
  });

  it('shows the scheduler, downloads one platform and starts all', async () => {
    await openTab('Screenshots');
    await page.getByText('Running', { exact: true }).waitFor();
    await page.getByText('Next run').waitFor();
    await page.getByText('Screenshots are made automatically every day at 2:00 AM.').waitFor();
    expect(await page.getByRole('list', { name: 'Platforms' }).getByRole('listitem').count()).toBe(6);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Facebook screenshot' }).click();
    expect((await download).suggestedFilename()).toBe('facebook-screenshot.png');
    await expectToast('Screenshot Generated');
    await page.getByRole('button', { name: 'Generate All' }).click();
    await expectToast('Screenshot Generation Started');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View Facebook preview' }).click();
    const view = await popup;
    await view.waitForLoadState();
    expect(view.url()).toMatch(/\/preview\/facebook\.png\?t=\d+$/);
    await view.close();
  });

  it('uploads, lists and deletes a file, and exports the blog post', async () => {
    await openTab('Files');
    await page.getByText('No files found').waitFor();
    await page.getByRole('button', { name: 'Refresh Files' }).waitFor();
    await page
      .getByLabel('File to upload')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast('File uploaded');
    const files = page.getByRole('list', { name: 'Files' });
    await files.getByText('notes.txt').waitFor();
    await files.getByText('Private', { exact: true }).waitFor();
    await files.getByText('PLAIN', { exact: true }).waitFor();
    await files.getByText(/5 Bytes · other/).waitFor();

    const blogDownload = waitForPopupDownload();
    await page.getByRole('button', { name: 'Download Blog Post' }).click();
    const download = await blogDownload;
    expect(download.suggestedFilename()).toMatch(/\.docx$/);

    await page.getByRole('button', { name: 'Delete notes.txt' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast('File deleted');
    await page.getByText('No files found').waitFor();
  });

  it('lists the database tables', async () => {
    await openTab('Database');
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'ssl_certificates' }).waitFor();
    await table.getByRole('cell', { name: 'public' }).first().waitFor();
  });

  it('shows the activity log, newest first', async () => {
    await openTab('Activity');
    const log = page.getByRole('list', { name: 'Activity log' });
    await log.getByText('Deleted file notes.txt', { exact: true }).waitFor();
    await log.getByText('managed_file #1').first().waitFor();
    await log
      .getByText(/IP 127\.0\.0\.1/)
      .first()
      .waitFor();
    const first = await log.getByRole('listitem').first().textContent();
    expect(first).toContain('Deleted file notes.txt');
    // A page at a time: the first page holds at most 20 entries.
    expect(await log.getByRole('listitem').count()).toBeLessThanOrEqual(20);
  });

  it('has no accessibility violations on any tab', async () => {
    for (const tab of ['Dashboard', 'Certificates', 'Screenshots', 'Files', 'Database', 'Activity']) {
      await openTab(tab);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${tab} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    }
  });
});
