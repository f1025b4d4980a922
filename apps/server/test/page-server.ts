import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PageHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export type PageServer = {
  /** http://<host>:<port> */
  origin: string;
  port: number;
  /** Requests received, by path. */
  hits: string[];
  close: () => Promise<void>;
};

/** Links a user might give that are not http(s) web addresses: every layer that reads a link refuses them. */
export const NOT_WEB_LINKS = ['ftp://example.com/job', 'file:///etc/passwd', 'javascript:alert(1)'];

/** A loopback web server for link-reading tests: each path answers with its handler, others 404. */
export const startPageServer = async (
  routes: Record<string, PageHandler>,
  host = '127.0.0.1',
): Promise<PageServer> => {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.push(path);
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A handler answering `body` as an HTML page (or with the given content type). */
export const htmlPage =
  (body: string, contentType = 'text/html; charset=utf-8'): PageHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };

/**
 * A page only a signed-in member of the job site sees (the browser has its `member=1` cookie,
 * Hirelane's server not): anyone else gets a sign-in page and 403.
 */
export const membersOnlyPage =
  (body: Buffer | string): PageHandler =>
  (request, response) => {
    if (!request.headers.cookie?.includes('member=1')) {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };

/** A handler redirecting to `location`. */
export const redirectTo =
  (location: string, status = 302): PageHandler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };
