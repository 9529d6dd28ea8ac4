import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const noChromium = () => false;

describe('ALLOW_LOOPBACK_FETCH', () => {
  it('is off unless set to true', () => {
    expect(loadConfig({}, noChromium).ALLOW_LOOPBACK_FETCH).toBe(false);
    expect(loadConfig({ ALLOW_LOOPBACK_FETCH: '' }, noChromium).ALLOW_LOOPBACK_FETCH).toBe(false);
    expect(loadConfig({ ALLOW_LOOPBACK_FETCH: 'false' }, noChromium).ALLOW_LOOPBACK_FETCH).toBe(false);
    expect(loadConfig({ ALLOW_LOOPBACK_FETCH: 'true' }, noChromium).ALLOW_LOOPBACK_FETCH).toBe(true);
  });

  it('refuses anything else with a one-line reason', () => {
    expect(() => loadConfig({ ALLOW_LOOPBACK_FETCH: 'yes' }, noChromium)).toThrow(ConfigError);
    try {
      loadConfig({ ALLOW_LOOPBACK_FETCH: '1' }, noChromium);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'Invalid configuration: ALLOW_LOOPBACK_FETCH must be true or false (got "1")',
      ]);
    }
  });
});
