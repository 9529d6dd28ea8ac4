import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { describeStartup } from '../../src/server/startup-banner';

const config = loadConfig({ DATA_DIR: '/tmp/portfolio-banner-test' }, () => false);

describe('startup banner', () => {
  it('says the site shows example content, and how to make it yours, while isExample is true', () => {
    const lines = describeStartup(config, 'http://127.0.0.1:5000', 'PGlite', { isExample: true });
    const text = lines.join('\n');
    expect(text).toMatch(/^ {2}content +example content: a fictional owner/m);
    expect(text).toContain('edit the files in content/');
    expect(text).toContain('content/README.md');
    expect(text).toContain('set isExample: false');
  });

  it('says nothing about content once the owner has made it theirs', () => {
    const lines = describeStartup(config, 'http://127.0.0.1:5000', 'PGlite', { isExample: false });
    expect(lines.join('\n')).not.toMatch(/example content|isExample/);
    expect(lines[0]).toBe('Portfolio is running at http://127.0.0.1:5000');
  });

  it('reads the flag from the content module by default (shipped as the example)', () => {
    expect(describeStartup(config, 'http://127.0.0.1:5000', 'PGlite').join('\n')).toContain(
      'example content',
    );
  });

  it('says in one line what to set when PUBLIC_URL is https and TRUST_PROXY is not', () => {
    const https = loadConfig({ DATA_DIR: '/tmp/x', PUBLIC_URL: 'https://www.example.com' }, () => false);
    const warnings = describeStartup(https, 'http://127.0.0.1:5000', 'PGlite').filter((line) =>
      line.includes('TRUST_PROXY'),
    );
    expect(warnings).toEqual([
      '  proxy        TRUST_PROXY is not set: behind a reverse proxy set TRUST_PROXY=1 (one hop) or its address, so visitors are told apart by their own address',
    ]);
    const trusted = loadConfig(
      { DATA_DIR: '/tmp/x', PUBLIC_URL: 'https://www.example.com', TRUST_PROXY: '1' },
      () => false,
    );
    expect(describeStartup(trusted, 'http://127.0.0.1:5000', 'PGlite').join('\n')).not.toContain(
      'TRUST_PROXY',
    );
    expect(describeStartup(config, 'http://127.0.0.1:5000', 'PGlite').join('\n')).not.toContain(
      'TRUST_PROXY',
    );
  });

  it('refuses a header time longer than the request time, naming both', () => {
    expect(() =>
      loadConfig(
        { DATA_DIR: '/tmp/x', HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' },
        () => false,
      ),
    ).toThrow('Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (30000)');
  });
});
