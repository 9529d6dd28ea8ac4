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

  it('says before a password change that it signs out other browsers and revokes admin tokens, then does', async () => {
    const signIn = async () => {
      const context = await app.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${app.server.url}/api/login`);
      await page.getByLabel('Username or email').fill('owner');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app.server.url}/tools`);
      return { context, page };
    };
    const other = await signIn();
    const { context, page } = await signIn();
    await page.getByRole('button', { name: 'Issue Admin Token' }).click();
    const token = (await page.locator('code').filter({ hasText: /^pfa_/ }).textContent()) ?? '';
    // The token alone, without this browser's session cookie, as a script would send it.
    const adminStatus = () =>
      page.evaluate(
        async (bearer) =>
          (
            await fetch('/api/admin/session', {
              credentials: 'omit',
              headers: { authorization: `Bearer ${bearer}` },
            })
          ).status,
        token,
      );
    expect(await adminStatus()).toBe(200);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('a new and longer passphrase');
    await form.getByLabel('Confirm new password').fill('a new and longer passphrase');
    await form.getByRole('button', { name: 'Change Password' }).click();
    const question = page.getByRole('alertdialog', { name: 'Change the password now?' });
    await question.getByText('signs out every other browser and device').waitFor();
    await question.getByText('1 active, it stops working at once').waitFor();
    // Nothing has changed yet: the other browser is still signed in and the token still works.
    expect(await other.page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
    expect(await adminStatus()).toBe(200);

    await question.getByRole('button', { name: 'Yes, Change Password' }).click();
    await page.getByText('Password changed', { exact: true }).first().waitFor();
    expect(await adminStatus()).toBe(401);
    expect(await other.page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
    await other.context.close();
    await context.close();
  });
});
