import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from '../../src/server/services/auth/return-path';

describe('toSafeReturnPath', () => {
  it.each([
    ['/tools/job', '/tools/job'],
    ['/tools/job?tab=1#top', '/tools/job?tab=1#top'],
    ['/', '/'],
    [undefined, '/tools'],
    ['', '/tools'],
    ['tools', '/tools'],
    ['//evil.example', '/tools'],
    ['/\\evil.example', '/tools'],
    ['/tools\\..\\x', '/tools'],
    ['https://evil.example/tools', '/tools'],
    ['javascript:alert(1)', '/tools'],
    ['/tools\n/x', '/tools'],
    ['/tools\u0000', '/tools'],
    [`/${'a'.repeat(3000)}`, '/tools'],
    [['/tools/job'], '/tools'],
  ])('%j becomes %s', (input, expected) => {
    expect(toSafeReturnPath(input)).toBe(expected);
  });
});
