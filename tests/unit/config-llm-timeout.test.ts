import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const noChromium = () => false;
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env, noChromium);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
};

describe('LLM_TIMEOUT_MS', () => {
  it('defaults to 8 seconds and takes a whole number of milliseconds', () => {
    expect(loadConfig({}, noChromium).LLM_TIMEOUT_MS).toBe(8_000);
    expect(loadConfig({ LLM_TIMEOUT_MS: '' }, noChromium).LLM_TIMEOUT_MS).toBe(8_000);
    expect(loadConfig({ LLM_TIMEOUT_MS: '2500' }, noChromium).LLM_TIMEOUT_MS).toBe(2_500);
  });

  it.each([
    ['soon', 'must be a whole number of milliseconds'],
    ['1.5', 'must be a whole number of milliseconds'],
    ['50', 'must be at least 100'],
    ['600000', 'must be at most 120000'],
  ])('refuses "%s" naming the variable', (value, message) => {
    expect(problemsOf({ LLM_TIMEOUT_MS: value })).toEqual([
      `Invalid configuration: LLM_TIMEOUT_MS ${message} (got "${value}")`,
    ]);
  });
});

describe('LLM_FIRST_TOKEN_MS', () => {
  it("defaults to 2 seconds, the longest a chat visitor waits for the model's first words", () => {
    expect(loadConfig({}, noChromium).LLM_FIRST_TOKEN_MS).toBe(2_000);
    expect(loadConfig({ LLM_FIRST_TOKEN_MS: '750' }, noChromium).LLM_FIRST_TOKEN_MS).toBe(750);
  });

  it('refuses a value that is not a whole number of milliseconds, naming the variable', () => {
    expect(problemsOf({ LLM_FIRST_TOKEN_MS: 'soon' })).toEqual([
      'Invalid configuration: LLM_FIRST_TOKEN_MS must be a whole number of milliseconds (got "soon")',
    ]);
  });
});
