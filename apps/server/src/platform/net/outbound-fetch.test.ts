import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endWhenSilent, OutboundTimeoutError, outboundFetch } from './outbound-fetch.ts';

/** `/silent` never answers; `/stall` sends its head and the start of a body, then nothing. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/stall') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('the start');
      return;
    }
    if (request.url === '/ok') return response.end('fine');
    // '/silent': takes the request and never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('outboundFetch', () => {
  it('answers as fetch does when the peer answers in time', async () => {
    expect(await (await outboundFetch(`${base}/ok`, { timeoutMs: 1000 })).text()).toBe('fine');
  });

  it('fails with an OutboundTimeoutError when the peer never answers', async () => {
    const started = performance.now();
    const error = await outboundFetch(`${base}/silent`, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundTimeoutError);
    expect((error as Error).message).toBe(`${new URL(base).host} did not answer within 200 ms`);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('counts reading the body in the time', async () => {
    const response = await outboundFetch(`${base}/stall`, { timeoutMs: 300 });
    await expect(response.text()).rejects.toBeInstanceOf(OutboundTimeoutError);
  });

  it("still ends when the caller's own signal aborts", async () => {
    const caller = new AbortController();
    const pending = outboundFetch(`${base}/silent`, { timeoutMs: 5000, signal: caller.signal });
    caller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(OutboundTimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('endWhenSilent', () => {
  it('ends a node:http request whose peer stays silent', async () => {
    const url = new URL(`${base}/silent`);
    const request = http.request(url, { method: 'PATCH' });
    endWhenSilent(request, url, 200);
    const failed = new Promise((resolve) => request.once('error', resolve));
    request.end('bytes');
    expect(await failed).toBeInstanceOf(OutboundTimeoutError);
  });
});
