import { vi } from 'vitest';

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown };
export type FetchReply = (call: FetchCall) => Response | Promise<Response>;

export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces global fetch with a router of "METHOD /api/path" → replies (used one by one, the last
 * one repeats). Unknown calls fail the test loudly.
 */
export function stubFetch() {
  const calls: FetchCall[] = [];
  const routes = new Map<string, FetchReply[]>();
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: FetchCall = { url, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
    calls.push(call);
    const replies = routes.get(`${call.method} ${url}`);
    const reply = replies && replies.length > 1 ? replies.shift() : replies?.[0];
    if (!reply) throw new Error(`unexpected call ${call.method} ${url}`);
    return reply(call);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    on(method: string, path: string, ...replies: FetchReply[]) {
      routes.set(`${method} /api${path}`, replies);
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.url === `/api${path}`);
    },
  };
}
