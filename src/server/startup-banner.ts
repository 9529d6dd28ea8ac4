import { siteContent } from '../../content';
import type { Profile } from '../../content/profile';
import type { AdapterProblem } from '../shared/api/health';
import type { Config } from './config';

/**
 * An https PUBLIC_URL almost always means a proxy in front that terminates TLS. Without
 * TRUST_PROXY every request still works (cookie and HSTS follow PUBLIC_URL), but the client's
 * address is the proxy's, so rate limits and logs would lump every visitor together: one line says
 * what to set.
 */
function proxyRows(config: Config, row: (name: string, text: string) => string): string[] {
  if (config.TRUST_PROXY !== false || !config.publicUrl.startsWith('https:')) return [];
  return [
    row(
      'proxy',
      'TRUST_PROXY is not set: behind a reverse proxy set TRUST_PROXY=1 (one hop) or its address, so visitors are told apart by their own address',
    ),
  ];
}

/**
 * The lines printed at startup: where the site is and which mode each concern runs in, and,
 * while the shipped example owner is still in place, how to make the site yours.
 */
export function describeStartup(
  config: Config,
  url: string,
  databaseLocation: string,
  profile: Pick<Profile, 'isExample'> = siteContent.profile,
  problems: AdapterProblem[] = [],
): string[] {
  const { modes } = config;
  const row = (name: string, text: string) => `  ${name.padEnd(12)} ${text}`;
  const contentRows = profile.isExample
    ? [
        row(
          'content',
          'example content: a fictional owner with example.com links (isExample in content/profile.ts)',
        ),
        row(
          '',
          'to make it yours, edit the files in content/ (content/README.md lists them), set isExample: false, and run npm start again (it rebuilds)',
        ),
      ]
    : [];
  return [
    `Portfolio is running at ${url}`,
    row(
      'database',
      modes.database === 'postgres'
        ? databaseLocation
        : `${databaseLocation} (embedded; set DATABASE_URL for a PostgreSQL server)`,
    ),
    row(
      'sign-in',
      modes.signIn === 'oidc'
        ? `OpenID Connect via ${config.OIDC_ISSUER_URL}, owners: ${config.OWNER_EMAILS.join(', ')}`
        : `local owner account "${config.OWNER_USERNAME}" (embedded; set OIDC_ISSUER_URL for OpenID Connect)`,
    ),
    row(
      'email',
      modes.email === 'smtp'
        ? `SMTP at ${new URL(config.SMTP_URL ?? '').host}`
        : `.eml files in ${config.dataDir}/outbox (embedded; set SMTP_URL to send mail)`,
    ),
    row(
      'model',
      modes.model === 'openai-compatible'
        ? `${config.LLM_MODEL} at ${config.LLM_BASE_URL} (offline engine as fallback)`
        : 'offline assistant and resume engine (embedded; set LLM_BASE_URL for a model server)',
    ),
    row(
      'screenshots',
      modes.screenshots === 'chromium'
        ? `Chromium at ${config.chromiumPath}`
        : config.CHROMIUM_PATH
          ? `branded cards rendered offline (no program at CHROMIUM_PATH ${config.CHROMIUM_PATH})`
          : 'branded cards rendered offline (no Chromium found; set CHROMIUM_PATH)',
    ),
    ...proxyRows(config, row),
    ...problems.map((problem) =>
      row('unreachable', `${problem.name}: ${problem.reason} (falling back where it can; see /healthz)`),
    ),
    ...contentRows,
  ];
}
