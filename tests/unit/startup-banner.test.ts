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
});
