import { describe, expect, it } from 'vitest';
import {
  classifyMessage,
  describeFailure,
  FAILURE_REPLY,
  isInputIdle,
  TYPING_WINDOW_MS,
} from '../../src/client/features/chat/chat-rules';

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
    ['Any games here?', false, 'open-game'],
    ['Which dashboards displays uptime?', false, 'ask-assistant'],
    ['Does he have an incident playbook?', false, 'ask-assistant'],
    ['Tell me about the endgame of the migration', false, 'ask-assistant'],
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

describe('describeFailure', () => {
  const limit =
    "You've asked a lot of questions in a short time. Please try again in 1 minute, or use the contact form to reach Alex directly.";

  it('shows the friendly rate-limit sentence the server sent with a 429', () => {
    expect(describeFailure(new Error(`429: ${JSON.stringify({ message: limit })}`))).toBe(limit);
  });

  it.each([
    ['a 500', new Error('500: {"message":"Something went wrong"}')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 429 without a JSON body', new Error('429: Too Many Requests')],
    ['a 429 with an empty message', new Error('429: {"message":"  "}')],
    ['something that is not an error', 'boom'],
  ])('apologises for %s', (_label, error) => {
    expect(describeFailure(error)).toBe(FAILURE_REPLY);
  });
});
