import { z } from 'zod';

/**
 * One client for any OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp, vLLM):
 * messages in, text out, with a time limit, an optional deadline for the first token, the
 * caller's abort, optional streaming, and a circuit breaker that stops calling a server that
 * keeps failing, so visitors get the offline answer at once instead of waiting again and again.
 */

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type BreakerState = 'closed' | 'open' | 'half-open';
export type ModelFailure =
  | 'breaker-open'
  | 'timeout'
  | 'no first token'
  | 'aborted'
  | 'unreachable'
  | 'malformed reply'
  | 'empty reply'
  | `status ${number}`;
export type ModelResult = { ok: true; text: string } | { ok: false; reason: ModelFailure };

export type ModelClientOptions = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Each call's time limit, from sending the request to the last byte of the reply. */
  timeoutMs: number;
  /** Failures in a row that open the breaker. */
  failureThreshold?: number;
  /** How long an open breaker skips the model before one trial call is let through. */
  cooldownMs?: number;
  now?: () => number;
  onStateChange?: (state: BreakerState, reason: ModelFailure | null) => void;
};

export type CompleteOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A server that has sent no text by then is given up on: a visitor waiting for a chat reply
   * should not wait for a model that has not started answering. Streamed, the first text chunk
   * counts; not streamed, the whole reply.
   */
  firstTokenMs?: number;
  maxTokens?: number;
  temperature?: number;
  /** Read the reply as server-sent events; reading stops once `maxChars` have arrived. */
  stream?: boolean;
  maxChars?: number;
};

export type ModelClient = {
  complete: (messages: readonly ModelMessage[], options?: CompleteOptions) => Promise<ModelResult>;
  state: () => BreakerState;
};

export const DEFAULT_FAILURE_THRESHOLD = 2;
export const DEFAULT_COOLDOWN_MS = 30_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});
const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullable().optional() }).optional() })),
});

class Failure extends Error {
  constructor(readonly reason: ModelFailure) {
    super(reason);
  }
}

async function readStream(response: Response, maxChars: number, onText: () => void): Promise<string> {
  if (!response.body) throw new Failure('malformed reply');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const events = buffer.split('\n');
    buffer = events.pop() ?? '';
    for (const line of events) {
      const data = line.trim().replace(/^data:\s*/, '');
      if (!line.trim().startsWith('data:') || data === '') continue;
      if (data === '[DONE]') return text;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new Failure('malformed reply');
      }
      const chunk = chunkSchema.safeParse(parsed);
      if (!chunk.success) throw new Failure('malformed reply');
      text += chunk.data.choices[0]?.delta?.content ?? '';
      if (text !== '') onText();
      if (text.length >= maxChars) {
        await reader.cancel();
        return text;
      }
    }
  }
  return text;
}

async function readCompletion(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new Failure('malformed reply');
  }
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) throw new Failure('malformed reply');
  return parsed.data.choices[0]?.message.content ?? '';
}

function describe(error: unknown, signal: AbortSignal | undefined, firstToken: AbortSignal): ModelFailure {
  if (error instanceof Failure) return error.reason;
  if (signal?.aborted) return 'aborted';
  if (firstToken.aborted) return 'no first token';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  return 'unreachable';
}

export function createModelClient(options: ModelClientOptions): ModelClient {
  const threshold = options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD;
  const cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  const now = options.now ?? Date.now;
  let state: BreakerState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let isProbing = false;

  const moveTo = (next: BreakerState, reason: ModelFailure | null) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next, reason);
  };
  const currentState = (): BreakerState =>
    state === 'open' && now() - openedAt >= cooldownMs ? 'half-open' : state;

  const recordSuccess = () => {
    failures = 0;
    moveTo('closed', null);
  };
  const recordFailure = (reason: ModelFailure, wasProbe: boolean) => {
    failures += 1;
    if (wasProbe || failures >= threshold) {
      openedAt = now();
      moveTo('open', reason);
    }
  };

  async function call(
    messages: readonly ModelMessage[],
    settings: CompleteOptions,
    firstToken: AbortController,
    onText: () => void,
  ): Promise<string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: settings.stream ? 'text/event-stream' : 'application/json',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const limit = AbortSignal.timeout(settings.timeoutMs ?? options.timeoutMs);
    const signals = [limit, firstToken.signal, ...(settings.signal ? [settings.signal] : [])];
    const signal = AbortSignal.any(signals);
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: options.model,
        messages,
        temperature: settings.temperature ?? 0.2,
        max_tokens: settings.maxTokens ?? 400,
        stream: settings.stream === true,
      }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Failure(`status ${response.status}`);
    }
    const isEventStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    const text = isEventStream
      ? await readStream(response, settings.maxChars ?? Number.POSITIVE_INFINITY, onText)
      : await readCompletion(response);
    if (text.trim() === '') throw new Failure('empty reply');
    return text.trim();
  }

  return {
    state: currentState,
    complete: async (messages, settings = {}) => {
      const current = currentState();
      if (current === 'open' || (current === 'half-open' && isProbing))
        return { ok: false, reason: 'breaker-open' };
      const isProbe = current === 'half-open';
      if (isProbe) {
        isProbing = true;
        moveTo('half-open', null);
      }
      const firstToken = new AbortController();
      const deadline =
        settings.firstTokenMs === undefined
          ? undefined
          : setTimeout(() => firstToken.abort(), settings.firstTokenMs);
      try {
        const text = await call(messages, settings, firstToken, () => clearTimeout(deadline));
        recordSuccess();
        return { ok: true, text };
      } catch (error) {
        const reason = describe(error, settings.signal, firstToken.signal);
        // The visitor leaving is not the server's fault.
        if (reason !== 'aborted') recordFailure(reason, isProbe);
        return { ok: false, reason };
      } finally {
        clearTimeout(deadline);
        if (isProbe) isProbing = false;
      }
    },
  };
}
