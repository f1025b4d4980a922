import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { endWhenSilent, outboundFetch } from '../../platform/net/outbound-fetch.ts';

/** Vimeo's API (developer.vimeo.com/api/upload/videos): create the video, then the tus upload. */
export type VimeoClient = {
  /** Creates the video, streams its `size` bytes with one tus PATCH; removes it again on failure. */
  upload: (
    video: { name: string; description: string; size: number },
    source: Readable,
  ) => Promise<{ vimeoId: string; embedUrl: string }>;
  rename: (vimeoId: string, name: string) => Promise<void>;
  remove: (vimeoId: string) => Promise<void>;
};

const ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';
/** Each API call's whole time; the upload's longest silence. */
const VIMEO_TIMEOUT_MS = 30_000;

export class VimeoError extends Error {}

type Created = { uri?: string; player_embed_url?: string; upload?: { upload_link?: string } };

export const createVimeoClient = ({
  accessToken,
  apiUrl,
}: {
  accessToken: string;
  apiUrl: string;
}): VimeoClient => {
  const headers = { authorization: `bearer ${accessToken}`, accept: ACCEPT };

  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const response = await outboundFetch(`${apiUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: VIMEO_TIMEOUT_MS,
    });
    if (!response.ok && response.status !== 404) {
      throw new VimeoError(`Vimeo answered ${response.status} to ${method} ${path}`);
    }
    return response;
  };

  /** tus 1.0.0 PATCH from offset 0 with the whole body; resolves with the server's new offset. */
  const patch = (uploadLink: string, size: number, source: Readable): Promise<number> =>
    new Promise((resolve, reject) => {
      const url = new URL(uploadLink);
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(size),
        },
      });
      endWhenSilent(request, url, VIMEO_TIMEOUT_MS);
      request.on('response', (response) => {
        response.resume();
        const offset = Number(response.headers['upload-offset']);
        if (response.statusCode === 204 && offset === size) resolve(offset);
        else reject(new VimeoError(`Vimeo's upload answered ${response.statusCode} at offset ${offset}`));
      });
      pipeline(source, request).catch(reject);
    });

  return {
    upload: async ({ name, description, size }, source) => {
      const created = (await (
        await call('POST', '/me/videos', {
          upload: { approach: 'tus', size: String(size) },
          name,
          description,
        })
      ).json()) as Created;
      const vimeoId = created.uri?.split('/').pop();
      const uploadLink = created.upload?.upload_link;
      if (!vimeoId || !uploadLink || !created.player_embed_url) {
        throw new VimeoError('Vimeo did not return an upload link');
      }
      try {
        await patch(uploadLink, size, source);
      } catch (error) {
        await call('DELETE', `/videos/${vimeoId}`).catch(() => {});
        throw error;
      }
      return { vimeoId, embedUrl: created.player_embed_url };
    },
    rename: async (vimeoId, name) => {
      await call('PATCH', `/videos/${encodeURIComponent(vimeoId)}`, { name });
    },
    remove: async (vimeoId) => {
      await call('DELETE', `/videos/${encodeURIComponent(vimeoId)}`);
    },
  };
};
