import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { setUpAppAndBrowser } from './support/app-and-browser';

const PASSWORD = 'correct horse battery staple';
const ownerName = `${siteContent.profile.firstName} ${siteContent.profile.lastName}`;

const app = setUpAppAndBrowser({ env: { OWNER_PASSWORD: PASSWORD } });

describe('the owner signs in and uses the tools', () => {
  it('sends an anonymous visitor from a tools page to sign-in, and back after signing in', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/tools/job`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('main').getByText('Please log in to access the job tools.').waitFor();
    await page.getByText('Authentication required').first().waitFor();
    await page.waitForURL(/\/api\/login\?returnTo=%2Ftools%2Fjob/);
    const dashboard = await context.newPage();
    await dashboard.goto(`${app.server.url}/tools`);
    await dashboard.getByRole('main').getByText('Please log in to access the tools dashboard.').waitFor();
    await dashboard.close();

    await page.getByLabel('Username or email').fill('owner');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Incorrect username or password.').waitFor();

    await page.getByLabel('Username or email').fill('owner');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/tools/job`);
    await page.getByRole('heading', { name: 'Job Application Tools' }).waitFor();
    await context.close();
  });

  it('walks from the dashboard through every tools page, then logs out', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/api/login`);
    await page.getByLabel('Username or email').fill('owner');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/tools`);
    await page.getByRole('heading', { name: `Welcome ${ownerName}` }).waitFor();
    await page.getByText('All tools require authentication and keep activity logs.').waitFor();
    await page.getByRole('heading', { name: 'More Tools' }).waitFor();

    for (const tool of ['Admin Tools', 'Job Application Tools', 'Resume Builder']) {
      await page
        .getByRole('link', { name: new RegExp(tool) })
        .first()
        .click();
      await page.getByRole('heading', { name: tool, exact: true }).waitFor();
      await page.getByText(ownerName).first().waitFor();
      await page.getByRole('link', { name: 'View Site' }).waitFor();
      await page.getByRole('link', { name: 'Back to Tools' }).click();
      await page.getByRole('heading', { name: `Welcome ${ownerName}` }).waitFor();
    }

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${app.server.url}/`);
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    await context.close();
  });
});
