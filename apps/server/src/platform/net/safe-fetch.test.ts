import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  htmlPage,
  NOT_WEB_LINKS,
  type PageServer,
  redirectTo,
  startPageServer,
} from '../../../test/page-server.ts';
import { rejectionOf } from '../../../test/rejection.ts';
import { AppError } from '../http/app-error.ts';
import type { Resolver } from './checked-lookup.ts';
import { judgeAddress } from './public-address.ts';
import { createSafeFetch } from './safe-fetch.ts';

const PAGE = '<!doctype html><title>Utvikler</title><p>Hei</p>';

/** The AppError a fetch failed with (fails the test when it did not fail). */
const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const appError = await rejectionOf(promise, AppError);
  expect(appError.status).toBe(422);
  return appError;
};

let server: PageServer;
let target: PageServer;

beforeAll(async () => {
  // `target` stands for anything private the server must never reach; nothing may hit it.
  target = await startPageServer({ '/secret': htmlPage('<title>Admin</title>') });
  const chain = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `/hop${count}-${index}`,
        index === count - 1 ? htmlPage(PAGE) : redirectTo(`/hop${count}-${index + 1}`),
      ]),
    );
  server = await startPageServer(
    {
      '/job': htmlPage(PAGE),
      '/latin1': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
        response.end(Buffer.from('<title>Sjåfør</title>', 'latin1'));
      },
      '/gzip': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(PAGE));
      },
      '/pdf': htmlPage('%PDF-1.7', 'application/pdf'),
      '/json': htmlPage('{}', 'application/json'),
      '/untyped': (_request, response) => {
        response.writeHead(200);
        response.end(PAGE);
      },
      '/announced-big': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        response.write('<html>');
        // never sends the rest: the answer must come from the header alone
      },
      '/streamed-big': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let index = 0; index < 40; index += 1) response.write(chunk);
        response.end();
      },
      '/gzip-bomb': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(zlib.gzipSync(Buffer.alloc(5 * 1024 * 1024, 'a')));
      },
      '/silent': () => {
        // headers never come
      },
      '/dribble': (_request, response) => {
        // a byte at a time: only a deadline on the whole fetch stops it
        response.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => response.write('a'), 50);
        response.on('close', () => clearInterval(timer));
      },
      '/forbidden': (_request, response) => response.writeHead(403).end(),
      '/gone': (_request, response) => response.writeHead(404).end(),
      '/to-file': redirectTo('file:///etc/passwd'),
      '/to-ftp': redirectTo('ftp://example.com/job.html'),
      '/to-loopback': redirectTo(`${target.origin}/secret`),
      '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
      '/to-private-name': redirectTo(`http://intranet.jobs.example.com:${target.port}/secret`),
      ...chain(4),
      ...chain(5),
    },
    // Its own loopback address, so a test can let exactly this server through the address rules.
    '127.0.0.2',
  );
});

afterAll(async () => {
  await server.close();
  await target.close();
});

describe('with FETCH_ALLOW_PRIVATE (tests serve pages from loopback)', () => {
  const fetchPage = createSafeFetch({ allowPrivate: true });

  it('reads an HTML page with its media type and charset', async () => {
    const page = await fetchPage(`${server.origin}/job#apply`);
    expect(page.body.toString()).toBe(PAGE);
    expect(page.mediaType).toBe('text/html');
    expect(page.charset).toBe('utf-8');
    expect(page.url.hash).toBe('');
    expect((await fetchPage(`${server.origin}/latin1`)).charset).toBe('ISO-8859-1');
  });

  it('decompresses a gzip body', async () => {
    expect((await fetchPage(`${server.origin}/gzip`)).body.toString()).toBe(PAGE);
  });

  it('follows up to three redirects and refuses a fourth', async () => {
    const page = await fetchPage(`${server.origin}/hop4-0`);
    expect(page.url.pathname).toBe('/hop4-3');
    const error = await refusal(fetchPage(`${server.origin}/hop5-0`));
    expect(error.code).toBe('LINK_TOO_MANY_REDIRECTS');
    expect(error.message).toContain('more than 3 times');
    expect(server.hits).not.toContain('/hop5-4');
  });

  it('refuses other media types, naming them', async () => {
    for (const [path, said] of [
      ['/pdf', 'application/pdf'],
      ['/json', 'application/json'],
      ['/untyped', 'did not say'],
    ] as const) {
      const error = await refusal(fetchPage(`${server.origin}${path}`));
      expect(error.code).toBe('LINK_NOT_A_PAGE');
      expect(error.message).toContain(said);
    }
  });

  it('refuses a page over 2 MB: announced, streamed, or inflated from gzip', async () => {
    for (const path of ['/announced-big', '/streamed-big', '/gzip-bomb']) {
      const error = await refusal(fetchPage(`${server.origin}${path}`));
      expect(error.code).toBe('LINK_TOO_LARGE');
      expect(error.message).toContain('2 MB');
    }
  });

  it('gives up after the deadline, also on a page that keeps dribbling bytes', async () => {
    const quick = createSafeFetch({ allowPrivate: true, timeoutMs: 400 });
    for (const path of ['/silent', '/dribble']) {
      const started = Date.now();
      const error = await refusal(quick(`${server.origin}${path}`));
      expect(error.code).toBe('LINK_TIMEOUT');
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('waits 5 seconds by default', async () => {
    const started = Date.now();
    const error = await refusal(fetchPage(`${server.origin}/silent`));
    expect(error.message).toContain('5 seconds');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  });

  it('says what the site answered when it is not a page', async () => {
    const forbidden = await refusal(fetchPage(`${server.origin}/forbidden`));
    expect(forbidden.code).toBe('LINK_UNREACHABLE');
    expect(forbidden.message).toContain('403 Forbidden');
    expect((await refusal(fetchPage(`${server.origin}/gone`))).message).toContain('404 Not Found');
  });

  it('keeps the scheme rule, on the link and on a redirect', async () => {
    for (const link of [...NOT_WEB_LINKS, 'data:text/html,hi']) {
      expect((await refusal(fetchPage(link))).code).toBe('LINK_REFUSED');
    }
    for (const path of ['/to-file', '/to-ftp']) {
      const error = await refusal(fetchPage(`${server.origin}${path}`));
      expect(error.code).toBe('LINK_REFUSED');
      expect(error.message).toMatch(/^The page redirects to a (file|ftp): address/);
    }
    expect((await refusal(fetchPage('not a link'))).code).toBe('LINK_REFUSED');
  });
});

describe('the address rules (FETCH_ALLOW_PRIVATE off)', () => {
  const fetchPage = createSafeFetch();

  it('refuses private, loopback, link-local, metadata, CGNAT and IPv4-in-IPv6 addresses before connecting', async () => {
    const port = target.port;
    const links = [
      `http://127.0.0.1:${port}/secret`,
      'http://127.0.0.1/',
      'http://2130706433/', // 127.0.0.1 as one number
      'http://0x7f.1/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.100.100.200/', // CGNAT (Alibaba's metadata)
      'http://0.0.0.0/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      `http://[::1]:${port}/`,
      'http://[::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a00:1]/', // ::ffff:10.0.0.1
      'http://[::ffff:0:7f00:1]/', // SIIT
      'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of 169.254.169.254
      'http://[64:ff9b:1::1]/', // local-use NAT64
      'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
      'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', // Teredo
      'http://[::127.0.0.1]/', // IPv4-compatible
      'http://[fe80::1]/',
      'http://[fd00:ec2::254]/', // AWS metadata over IPv6
      'http://[ff02::1]/',
      'http://[2001:db8::1]/', // documentation
    ];
    for (const link of links) {
      const error = await refusal(fetchPage(link));
      expect(error.code, link).toBe('LINK_REFUSED');
      expect(error.message, link).toMatch(/^This link points to .*Hirelane only reads public web pages\.$/);
    }
    expect(target.hits).toEqual([]);
  });

  it('names what the address is', async () => {
    expect((await refusal(fetchPage('http://127.0.0.1/'))).message).toContain(
      '127.0.0.1, this server itself',
    );
    expect((await refusal(fetchPage('http://10.0.0.1/'))).message).toContain(
      '10.0.0.1, a private network address',
    );
    expect((await refusal(fetchPage('http://169.254.169.254/'))).message).toContain('cloud metadata');
  });

  it('lets public addresses through the rules', () => {
    for (const address of [
      '8.8.8.8',
      '151.101.1.140',
      '2a02:26f0::1',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(judgeAddress(address), address).toEqual({ allowed: true });
    }
  });

  it('refuses special-use names without asking DNS', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '93.184.215.14', family: 4 }]);
    const guarded = createSafeFetch({ resolve });
    for (const name of [
      'localhost',
      'LOCALHOST.',
      'app.localhost',
      'metadata.google.internal',
      'printer.local',
      'jobs.test',
    ]) {
      const error = await refusal(guarded(`http://${name}/`));
      expect(error.message).toContain('not a public web address');
    }
    expect(resolve).not.toHaveBeenCalled();
  });

  it('refuses a name that resolves to a private address, or to any private address among public ones', async () => {
    const resolve: Resolver = async (name) =>
      name === 'mixed.example.com'
        ? [
            { address: '93.184.215.14', family: 4 },
            { address: '::1', family: 6 },
          ]
        : [{ address: '10.1.2.3', family: 4 }];
    const guarded = createSafeFetch({ resolve });
    const error = await refusal(guarded('https://jobs.example.com/ad/1'));
    expect(error.message).toBe(
      'This link points to jobs.example.com, which resolves to 10.1.2.3, a private network address. Hirelane only reads public web pages.',
    );
    expect((await refusal(guarded('https://mixed.example.com/'))).message).toContain(
      '::1, this server itself',
    );
  });

  it('says when a name does not exist', async () => {
    const guarded = createSafeFetch({
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    const error = await refusal(guarded('https://no-such-board.example.com/'));
    expect(error.code).toBe('LINK_UNREACHABLE');
    expect(error.message).toBe('We could not find the site no-such-board.example.com. Check the link.');
  });

  it('refuses ports other than 80 and 443', async () => {
    const guarded = createSafeFetch({ resolve: async () => [{ address: '93.184.215.14', family: 4 }] });
    const error = await refusal(guarded('http://jobs.example.com:6379/'));
    expect(error.message).toContain('port 6379');
  });

  describe('on every redirect hop', () => {
    // The page server stands for a public site: its address (127.0.0.2) and name pass, nothing else.
    const publicSite = 'jobs.example.com';
    const resolve: Resolver = async (name) =>
      name === publicSite ? [{ address: '127.0.0.2', family: 4 }] : [{ address: '10.0.0.7', family: 4 }];
    const judge = (address: string) =>
      address === '127.0.0.2' ? ({ allowed: true } as const) : judgeAddress(address);
    const guarded = createSafeFetch({ resolve, judge, ports: 'any' });
    const site = () => `http://${publicSite}:${server.port}`;

    it('reads the stand-in public site itself', async () => {
      expect((await guarded(`${site()}/job`)).body.toString()).toBe(PAGE);
    });

    it('refuses a redirect to a loopback address, to the metadata service, or to a name resolving to a private address', async () => {
      const loopback = await refusal(guarded(`${site()}/to-loopback`));
      expect(loopback.message).toBe(
        'The page redirects to 127.0.0.1, this server itself (loopback). Hirelane only reads public web pages.',
      );
      const metadata = await refusal(guarded(`${site()}/to-metadata`));
      expect(metadata.message).toContain('The page redirects to 169.254.169.254');
      const named = await refusal(guarded(`${site()}/to-private-name`));
      expect(named.message).toContain(
        'The page redirects to intranet.jobs.example.com, which resolves to 10.0.0.7',
      );
      expect(target.hits).toEqual([]);
    });

    it('checks the address actually connected, not only the one looked up', async () => {
      // The first verdict (in the DNS lookup) says yes, a later one (the connected socket) says no:
      // a check-then-connect gap would let this through.
      let asked = 0;
      const flipping = createSafeFetch({
        resolve,
        ports: 'any',
        judge: (address) => {
          asked += 1;
          return asked === 1 ? { allowed: true } : judgeAddress(address);
        },
      });
      const error = await refusal(flipping(`${site()}/job`));
      expect(error.message).toBe(
        'This link points to 127.0.0.2, this server itself (loopback). Hirelane only reads public web pages.',
      );
    });
  });
});
