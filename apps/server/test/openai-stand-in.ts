import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next request. */
export type Scripted =
  | { reply: 'completion'; content: string }
  | { reply: 'status'; status: number; body?: string; retryAfter?: string }
  | { reply: 'hang' }
  /** Like llama.cpp builds without schema support: 400 for json_schema, fine for json_object. */
  | { reply: 'no-schema'; content: string };

type ChatRequest = {
  model?: unknown;
  messages?: { role?: unknown; content?: unknown }[];
  response_format?: { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } };
};

export type RecordedRequest = { authorization: string | undefined; body: ChatRequest };

/** Checks a request the way OpenAI's chat-completions endpoint would; returns what is wrong, if anything. */
const problemOf = (body: ChatRequest): string | null => {
  if (typeof body.model !== 'string' || body.model === '') return 'model is required';
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return 'messages must be a non-empty array';
  for (const message of body.messages) {
    if (!['system', 'user', 'assistant'].includes(String(message.role))) return 'message role is invalid';
    if (typeof message.content !== 'string') return 'message content must be a string';
  }
  const format = body.response_format;
  if (
    format?.type === 'json_schema' &&
    (typeof format.json_schema?.name !== 'string' || !format.json_schema.schema)
  )
    return 'response_format.json_schema needs a name and a schema';
  return null;
};

const completionOf = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });

/**
 * An OpenAI-compatible chat-completions server on loopback: it checks each request's shape and
 * answers from a script (recorded completions, errors, a hang), recording what it was sent.
 */
export const startOpenAiStandIn = async () => {
  const script: Scripted[] = [];
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: string, headers: Record<string, string> = {}) =>
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return send(404, JSON.stringify({ error: { message: 'Not found' } }));
      let body: ChatRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      } catch {
        return send(400, JSON.stringify({ error: { message: 'Body is not JSON' } }));
      }
      requests.push({ authorization: request.headers.authorization, body });
      const problem = problemOf(body);
      if (problem) return send(400, JSON.stringify({ error: { message: problem } }));
      const next = script.shift() ?? {
        reply: 'status',
        status: 500,
        body: '{"error":{"message":"No script"}}',
      };
      switch (next.reply) {
        case 'completion':
          return send(200, completionOf(next.content));
        case 'status':
          return send(
            next.status,
            next.body ?? '{}',
            next.retryAfter ? { 'retry-after': next.retryAfter } : {},
          );
        case 'hang':
          return; // never answers; the client's timeout must end it
        case 'no-schema':
          if (body.response_format?.type === 'json_schema') {
            script.unshift(next);
            return send(
              400,
              JSON.stringify({ error: { message: "response_format 'json_schema' is not supported" } }),
            );
          }
          return send(200, completionOf(next.content));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to configure as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    script: (...steps: Scripted[]) => script.push(...steps),
    requests,
    reset: () => {
      script.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;
