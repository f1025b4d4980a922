import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredVimeoVideo = {
  id: string;
  name: string;
  description: string;
  size: number;
  received: number;
  bytes: Buffer[];
};

/**
 * A loopback server that follows Vimeo's documented upload requests and answers
 * (developer.vimeo.com/api/upload/videos, tus approach): POST /me/videos, PATCH of the upload
 * link with tus 1.0.0 headers, PATCH and DELETE /videos/{id}.
 */
export const startVimeoStandIn = async (accessToken: string) => {
  const videos = new Map<string, StoredVimeoVideo>();
  const calls: string[] = [];
  let next = 100;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    calls.push(`${request.method} ${url.pathname}`);
    const answer = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        ...(json ? { 'content-type': 'application/vnd.vimeo.video+json' } : {}),
        ...headers,
      });
      response.end(json ? JSON.stringify(json) : undefined);
    };
    const upload = /^\/upload\/(\d+)$/.exec(url.pathname);
    if (upload) {
      const video = videos.get(upload[1] ?? '');
      if (!video) return answer(404);
      if (
        request.headers['tus-resumable'] !== '1.0.0' ||
        request.headers['content-type'] !== 'application/offset+octet-stream'
      )
        return answer(412);
      if (Number(request.headers['upload-offset']) !== video.received) return answer(409);
      video.bytes.push(body);
      video.received += body.length;
      return answer(204, undefined, { 'tus-resumable': '1.0.0', 'upload-offset': String(video.received) });
    }
    if (request.headers.authorization !== `bearer ${accessToken}`)
      return answer(401, { error: 'Unauthorized' });
    if (request.method === 'POST' && url.pathname === '/me/videos') {
      const created = JSON.parse(body.toString()) as {
        name: string;
        description: string;
        upload: { approach: string; size: string };
      };
      if (created.upload?.approach !== 'tus' || !Number(created.upload.size))
        return answer(400, { error: 'Bad upload' });
      const id = String(next++);
      videos.set(id, {
        id,
        name: created.name,
        description: created.description,
        size: Number(created.upload.size),
        received: 0,
        bytes: [],
      });
      const { port } = server.address() as AddressInfo;
      return answer(200, {
        uri: `/videos/${id}`,
        link: `https://vimeo.com/${id}`,
        player_embed_url: `https://player.vimeo.com/video/${id}`,
        upload: {
          approach: 'tus',
          size: created.upload.size,
          upload_link: `http://127.0.0.1:${port}/upload/${id}`,
        },
      });
    }
    const one = /^\/videos\/(\d+)$/.exec(url.pathname);
    const video = one && videos.get(one[1] ?? '');
    if (!video) return answer(404, { error: 'Not found' });
    if (request.method === 'PATCH') {
      video.name = (JSON.parse(body.toString()) as { name: string }).name;
      return answer(200, { uri: `/videos/${video.id}`, name: video.name });
    }
    if (request.method === 'DELETE') {
      videos.delete(video.id);
      return answer(204);
    }
    return answer(405);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    videos,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type VimeoStandIn = Awaited<ReturnType<typeof startVimeoStandIn>>;
