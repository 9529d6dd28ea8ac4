import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvFile } from '../../src/server/config';

const noChromium = () => false;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, noChromium);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({}, noChromium);
    expect(config.PORT).toBe(5000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.OWNER_USERNAME).toBe('owner');
    expect(config.UPLOAD_MAX_MB).toBe(25);
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.modes).toEqual({
      database: 'pglite',
      signIn: 'local',
      email: 'outbox',
      model: 'offline',
      screenshots: 'card',
    });
  });

  it('switches each concern to its real adapter when configured', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/portfolio',
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_CLIENT_ID: 'portfolio',
        OWNER_EMAILS: 'Owner@Example.com, second@example.com',
        SMTP_URL: 'smtps://user:pw@mail.example.com:465',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1',
        CHROMIUM_PATH: '/opt/chromium/chrome',
      },
      (file) => file === '/opt/chromium/chrome',
    );
    expect(config.modes).toEqual({
      database: 'postgres',
      signIn: 'oidc',
      email: 'smtp',
      model: 'openai-compatible',
      screenshots: 'chromium',
    });
    expect(config.OWNER_EMAILS).toEqual(['owner@example.com', 'second@example.com']);
  });

  it('says cards, not chromium, when CHROMIUM_PATH names no program', () => {
    const config = loadConfig(
      { CHROMIUM_PATH: '/opt/missing/chrome' },
      (file) => file === '/usr/bin/chromium',
    );
    expect(config.chromiumPath).toBeUndefined();
    expect(config.modes.screenshots).toBe('card');
  });

  it('finds Debian Chromium when CHROMIUM_PATH is not set', () => {
    const config = loadConfig({}, (file) => file === '/usr/bin/chromium');
    expect(config.chromiumPath).toBe('/usr/bin/chromium');
    expect(config.modes.screenshots).toBe('chromium');
  });

  it.each([
    ['abc', 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    ['70000', 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    ['80.5', 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
  ])('rejects PORT=%s with one line naming it', (port, line) => {
    expect(problemsOf({ PORT: port })).toEqual([`Invalid configuration: ${line}`]);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL without echoing its secret', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@localhost/db' });
    expect(problems).toEqual([
      'Invalid configuration: DATABASE_URL must be a PostgreSQL URL (postgres:// or postgresql://)',
    ]);
    expect(problems.join()).not.toContain('hunter2');
  });

  it('names every dependent setting that is missing', () => {
    expect(problemsOf({ OIDC_ISSUER_URL: 'https://id.example.com' })).toEqual([
      'Invalid configuration: OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set',
      'Invalid configuration: OWNER_EMAILS must list the owner email address(es) when OIDC_ISSUER_URL is set',
    ]);
    expect(problemsOf({ LLM_BASE_URL: 'http://localhost:8080/v1' })).toEqual([
      'Invalid configuration: LLM_MODEL is required when LLM_BASE_URL is set',
    ]);
  });

  it.each([
    [{ TZ: 'Mars/Olympus' }, 'TZ must be an IANA time zone'],
    [{ UPLOAD_MAX_MB: '-1' }, 'UPLOAD_MAX_MB must be a positive number of megabytes'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a SMTP URL'],
    [{ OWNER_EMAILS: 'not-an-email' }, 'OWNER_EMAILS must be a comma-separated list of email addresses'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters'],
    [{ MAIL_TO: 'Alex <not-an-address>' }, 'MAIL_TO must be one email address'],
    [{ MAIL_TO: 'a@example.com, b@example.com' }, 'MAIL_TO must be one email address'],
    [{ MAIL_FROM: 'Portfolio' }, 'MAIL_FROM must be one email address'],
  ])('rejects %o', (env, fragment) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(fragment);
  });

  it('takes every mail setting as a bare or a named address', () => {
    const config = loadConfig(
      {
        MAIL_FROM: 'Portfolio <no-reply@example.com>',
        MAIL_TO: 'Alex Morgan <alex@example.com>',
        OWNER_EMAILS: 'Alex Morgan <Alex@Example.com>, second@example.com',
      },
      noChromium,
    );
    expect(config.MAIL_FROM).toBe('Portfolio <no-reply@example.com>');
    expect(config.MAIL_TO).toBe('Alex Morgan <alex@example.com>');
    expect(config.OWNER_EMAILS).toEqual(['alex@example.com', 'second@example.com']);
    expect(loadConfig({ MAIL_TO: 'alex@example.com' }, noChromium).MAIL_TO).toBe('alex@example.com');
  });

  it('reads a .env file when there is one, without overriding the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
    const file = join(dir, '.env');
    writeFileSync(
      file,
      'PORTFOLIO_TEST_FROM_FILE="Alex Morgan <alex@example.com>"\nPORTFOLIO_TEST_BOTH=file\n',
    );
    process.env.PORTFOLIO_TEST_BOTH = 'environment';
    try {
      expect(readEnvFile(join(dir, 'missing.env'))).toBeNull();
      expect(readEnvFile(file)).toBe(file);
      expect(process.env.PORTFOLIO_TEST_FROM_FILE).toBe('Alex Morgan <alex@example.com>');
      expect(process.env.PORTFOLIO_TEST_BOTH).toBe('environment');
    } finally {
      delete process.env.PORTFOLIO_TEST_FROM_FILE;
      delete process.env.PORTFOLIO_TEST_BOTH;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '' }, noChromium).modes.database).toBe(
      'pglite',
    );
  });

  it('accepts a proxy hop count for TRUST_PROXY', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }, noChromium).TRUST_PROXY;
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });
});
