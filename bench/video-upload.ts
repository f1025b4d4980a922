// Video upload: a 1 GiB upload streamed through the real route (auth, multipart, format
// and size check, disk store) — the process's peak RSS growth while it runs (goal ≤ 64 MiB: the
// file is never held in memory), and its throughput as a ratio to writing the same bytes with fs
// in the same run. BENCH_VIDEO_MIB sets the size (default 1024).

import { createWriteStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { videoBytes } from '../apps/server/test/video-files.ts';
import { inProcessApp, report, reportFigure } from './support.ts';

const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_VIDEO_MIB ?? 1024) * MIB;
const CHUNK = videoBytes('webm', MIB).subarray(0);
const BODY = Buffer.alloc(MIB, 7);

/** `size` bytes of a WebM-looking file in 1 MiB chunks, made as they are read. */
const videoStream = (size: number) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += MIB) {
        const chunk = sent === 0 ? CHUNK : BODY;
        yield size - sent >= MIB ? chunk : chunk.subarray(0, size - sent);
      }
    })(),
  );

const { dataDir, config, app, token } = await inProcessApp('video', 'bench-video-user', {
  VIDEO_MAX_BYTES: String(SIZE + MIB),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** POSTs a multipart upload of `size` bytes and resolves when the server has answered 201. */
const upload = (size: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const boundary = 'bench-boundary-7f3a';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify({ name: 'Bench' })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/video/upload/vimeo/direct',
      headers: {
        authorization: `Bearer ${token}`,
        origin: config.publicUrl.origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        response.statusCode === 201
          ? resolve()
          : reject(new Error(`upload answered ${response.statusCode}: ${Buffer.concat(parts)}`)),
      );
    });
    request.on('error', reject);
    pipeline(
      Readable.from(
        (async function* () {
          yield head;
          yield* videoStream(size);
          yield tail;
        })(),
      ),
      request,
    ).catch(reject);
  });

const writeToDisk = (size: number) =>
  pipeline(videoStream(size), createWriteStream(path.join(dataDir, `plain-${Date.now()}.webm`)));

const seconds = async (run: () => Promise<void>): Promise<number> => {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e9;
};

// Warm up both paths (16 MiB, or the whole size when it is smaller: the server refuses more than
// that), then settle memory before the baseline.
const WARM_UP = Math.min(16 * MIB, SIZE);
await upload(WARM_UP);
await writeToDisk(WARM_UP);
global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const uploadTimes: number[] = [];
const diskTimes: number[] = [];
for (let round = 0; round < 2; round += 1) {
  uploadTimes.push(await seconds(() => upload(SIZE)));
  diskTimes.push(await seconds(() => writeToDisk(SIZE)));
}
clearInterval(sampler);
await app.close();

const best = (times: number[]) => Math.min(...times);
const uploadRate = SIZE / MIB / best(uploadTimes);
const diskRate = SIZE / MIB / best(diskTimes);
const growth = (peak - baseline) / MIB;
reportFigure(
  `RSS growth while receiving a ${SIZE / MIB} MiB video`,
  growth,
  'MiB',
  '≤ 64 MiB',
  `baseline ${(baseline / MIB).toFixed(0)} MiB, peak ${(peak / MIB).toFixed(0)} MiB (server and client in one process)`,
);
report(
  `POST /api/video/upload/vimeo/direct (${SIZE / MIB} MiB) vs fs write of the same bytes`,
  uploadRate / diskRate,
  'for reference (≥ 0.5 hoped)',
  `${uploadRate.toFixed(0)} vs ${diskRate.toFixed(0)} MiB/s`,
);
if (growth > 64) process.exitCode = 1;
