import type { FastifyReply } from 'fastify';

/** Sends bytes as a download: never rendered inline, never sniffed, never cached by shared caches. */
export const sendDownload = (
  reply: FastifyReply,
  file: { data: Buffer; fileName: string; mimeType: string },
) => {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.mimeType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
};
