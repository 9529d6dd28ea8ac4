import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type BreakerState,
  createModelClient,
  type ModelClientOptions,
} from '../../src/server/platform/model-client';
import { type ModelPeer, startModelPeer } from '../helpers/model-peer';

const ask = [{ role: 'user' as const, content: 'Which certifications does Alex hold?' }];

let peer: ModelPeer;
beforeAll(async () => {
  peer = await startModelPeer();
});
afterAll(() => peer.close());
beforeEach(() => {
  peer.received.length = 0;
});

function makeClient(extra: Partial<ModelClientOptions> = {}) {
  let clock = 0;
  const states: BreakerState[] = [];
  const client = createModelClient({
    baseUrl: peer.baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    // A server that answers gets all the time a loaded machine needs; the tests about a server
    // that hangs pass their own short limit.
    timeoutMs: 10_000,
    cooldownMs: 30_000,
    now: () => clock,
    onStateChange: (state) => states.push(state),
    ...extra,
  });
  return { client, states, advance: (ms: number) => (clock += ms) };
}

describe('model client', () => {
  it('sends the model, the key and the messages, and returns the reply text', async () => {
    peer.behaviour = { kind: 'answer', content: '  CISSP and CMNO.  ' };
    const { client } = makeClient();
    expect(await client.complete(ask)).toEqual({ ok: true, text: 'CISSP and CMNO.' });
    const [request] = peer.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages).toEqual(ask);
  });

  it('reads a streamed reply piece by piece, and stops reading at maxChars', async () => {
    peer.behaviour = { kind: 'stream', pieces: ['Alex holds ', 'the CISSP ', 'and CMNO.'] };
    const { client } = makeClient();
    expect(await client.complete(ask, { stream: true })).toEqual({
      ok: true,
      text: 'Alex holds the CISSP and CMNO.',
    });
    expect(peer.received[0]?.body.stream).toBe(true);
    expect(await client.complete(ask, { stream: true, maxChars: 12 })).toEqual({
      ok: true,
      text: 'Alex holds the CISSP',
    });
  });

  const failures: [string, ModelPeer['behaviour'], string][] = [
    ['a 503', { kind: 'status', status: 503 }, 'status 503'],
    ['malformed JSON', { kind: 'malformed' }, 'malformed reply'],
    ['an empty reply', { kind: 'empty' }, 'empty reply'],
    ['no reply in time', { kind: 'hang' }, 'timeout'],
    ['a stream that stops', { kind: 'stream', pieces: ['Alex ', 'holds'], hangAfter: 1 }, 'timeout'],
  ];

  it.each(failures)('reports %s as a failure', async (_label, behaviour, reason) => {
    peer.behaviour = behaviour;
    const { client } = makeClient({ timeoutMs: 250 });
    expect(await client.complete(ask, { stream: behaviour.kind === 'stream' })).toEqual({
      ok: false,
      reason,
    });
  });

  it('opens the breaker after two failures in a row and sends nothing while it is open', async () => {
    peer.behaviour = { kind: 'status', status: 500 };
    const { client, states } = makeClient();
    await client.complete(ask);
    expect(client.state()).toBe('closed');
    await client.complete(ask);
    expect(client.state()).toBe('open');
    expect(states).toEqual(['open']);
    expect(await client.complete(ask)).toEqual({ ok: false, reason: 'breaker-open' });
    expect(peer.received).toHaveLength(2);
  });

  it('lets one trial call through after the cool-down; success closes the breaker', async () => {
    peer.behaviour = { kind: 'hang' };
    const { client, states, advance } = makeClient({ timeoutMs: 250 });
    for (let attempt = 0; attempt < 2; attempt += 1) await client.complete(ask);
    advance(29_999);
    expect(client.state()).toBe('open');
    advance(1);
    expect(client.state()).toBe('half-open');
    peer.behaviour = { kind: 'answer', content: 'Back.' };
    const [first, second] = await Promise.all([client.complete(ask), client.complete(ask)]);
    expect(first).toEqual({ ok: true, text: 'Back.' });
    expect(second).toEqual({ ok: false, reason: 'breaker-open' });
    expect(client.state()).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'closed']);
  });

  it('reopens at once when the trial call fails', async () => {
    peer.behaviour = { kind: 'status', status: 502 };
    const { client, advance } = makeClient();
    for (let attempt = 0; attempt < 2; attempt += 1) await client.complete(ask);
    advance(30_000);
    expect(await client.complete(ask)).toEqual({ ok: false, reason: 'status 502' });
    expect(client.state()).toBe('open');
    expect(peer.received).toHaveLength(3);
  });

  it('does not count a call the caller abandoned, and a success resets the count', async () => {
    peer.behaviour = { kind: 'hang' };
    const { client } = makeClient({ timeoutMs: 5_000 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 20);
      expect(await client.complete(ask, { signal: controller.signal })).toEqual({
        ok: false,
        reason: 'aborted',
      });
    }
    expect(client.state()).toBe('closed');
    peer.behaviour = { kind: 'status', status: 500 };
    await client.complete(ask);
    peer.behaviour = { kind: 'answer', content: 'ok' };
    await client.complete(ask);
    peer.behaviour = { kind: 'status', status: 500 };
    await client.complete(ask);
    expect(client.state()).toBe('closed');
  });

  // The reason tells the first-token deadline from the whole-reply limit, which is far beyond it.
  it('gives up on a server that sends no text before the first-token deadline', async () => {
    const { client } = makeClient({ timeoutMs: 60_000 });
    for (const behaviour of [
      { kind: 'hang' },
      { kind: 'stream', pieces: [], hangAfter: 0 },
    ] satisfies ModelPeer['behaviour'][]) {
      peer.behaviour = behaviour;
      expect(await client.complete(ask, { stream: true, firstTokenMs: 200 })).toEqual({
        ok: false,
        reason: 'no first token',
      });
    }
  });

  it('keeps reading a stream whose first text came in time', async () => {
    peer.behaviour = { kind: 'stream', pieces: ['Alex ', 'holds ', 'the CISSP.'] };
    const { client } = makeClient();
    expect(await client.complete(ask, { stream: true, firstTokenMs: 2_000 })).toEqual({
      ok: true,
      text: 'Alex holds the CISSP.',
    });
  });

  it('treats a server it cannot reach as a failure', async () => {
    const client = createModelClient({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500 });
    expect(await client.complete(ask)).toEqual({ ok: false, reason: 'unreachable' });
  });
});
