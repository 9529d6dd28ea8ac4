import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ModelRequestBody;
};
export type ModelRequestBody = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
};

/** How the peer answers the next requests. */
export type ModelBehaviour =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'empty' }
  | { kind: 'hang' }
  /** Server-sent events, one chunk per piece; `hangAfter` stops sending after that many pieces. */
  | { kind: 'stream'; pieces: string[]; hangAfter?: number };

export type ModelPeer = {
  /** The OpenAI-compatible base URL, as LLM_BASE_URL takes it. */
  baseUrl: string;
  received: ModelRequest[];
  behaviour: ModelBehaviour;
  close: () => Promise<void>;
};

/** A real HTTP server on loopback that speaks the chat-completions protocol. */
export async function startModelPeer(): Promise<ModelPeer> {
  const peer: ModelPeer = {
    baseUrl: '',
    received: [],
    behaviour: { kind: 'answer', content: 'ok' },
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ModelRequestBody;
      peer.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const behaviour = peer.behaviour;
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      switch (behaviour.kind) {
        case 'answer':
          return json(200, {
            id: 'chatcmpl-test',
            object: 'chat.completion',
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' },
            ],
          });
        case 'status':
          return json(behaviour.status, { error: { message: 'model unavailable' } });
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end('{"choices": [ this is not json');
        case 'empty':
          return json(200, { choices: [{ index: 0, message: { role: 'assistant', content: '   ' } }] });
        case 'hang':
          // Never answers: the client's time limit must end the request.
          return undefined;
        case 'stream': {
          response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          const sendable = behaviour.pieces.slice(0, behaviour.hangAfter ?? behaviour.pieces.length);
          for (const piece of sendable) {
            const chunk = {
              id: 'chatcmpl-test',
              object: 'chat.completion.chunk',
              choices: [{ index: 0, delta: { content: piece } }],
            };
            response.write(`data: ${JSON.stringify(chunk)}\n\n`);
          }
          if (behaviour.hangAfter !== undefined) return undefined;
          response.write('data: [DONE]\n\n');
          return response.end();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  peer.baseUrl = `http://127.0.0.1:${port}/v1`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}
