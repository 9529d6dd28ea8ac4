import { describe, expect, it } from 'vitest';
import { classifyMessage, isInputIdle, TYPING_WINDOW_MS } from '../../src/client/features/chat/chat-rules';

describe('classifyMessage', () => {
  it.each([
    ['', false, 'ignore'],
    ['   ', true, 'ignore'],
    ['yes', true, 'open-game'],
    ['Sure!', true, 'open-game'],
    ["let's play", true, 'open-game'],
    ['no thanks', true, 'decline-game'],
    ['I would rather not', true, 'decline-game'],
    ['yes', false, 'ask-assistant'],
    ['no', false, 'ask-assistant'],
    ['Is there a game on this site?', false, 'open-game'],
    ['Can I play something?', false, 'open-game'],
    ['What certifications does he hold?', false, 'ask-assistant'],
    ['What certifications does he hold?', true, 'ask-assistant'],
  ] as const)('"%s" (game offered: %s) → %s', (text, offered, action) => {
    expect(classifyMessage(text, offered)).toBe(action);
  });
});

describe('isInputIdle', () => {
  it('is idle only with an empty input and no typing within the window', () => {
    expect(isInputIdle('', null, 10_000)).toBe(true);
    expect(isInputIdle('', 10_000 - TYPING_WINDOW_MS, 10_000)).toBe(true);
    expect(isInputIdle('', 10_000 - TYPING_WINDOW_MS + 1, 10_000)).toBe(false);
    expect(isInputIdle('hi', null, 10_000)).toBe(false);
  });
});
