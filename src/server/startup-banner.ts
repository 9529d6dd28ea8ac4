import type { Config } from './config';

/** The lines printed at startup: where the site is and which mode each concern runs in. */
export function describeStartup(config: Config, url: string, databaseLocation: string): string[] {
  const { modes } = config;
  const row = (name: string, text: string) => `  ${name.padEnd(12)} ${text}`;
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
        : 'branded cards rendered offline (no Chromium found; set CHROMIUM_PATH)',
    ),
  ];
}
