import { fileTypeFromBuffer } from 'file-type';

/** How much of a file's start is read to tell its type: enough for a Word file's parts too. */
const HEAD_BYTES = 64 * 1024;

/**
 * A stored file as the export writes it: named `files/<area>/<id>.<ext>` (the key without the
 * user's id, which is its second part), the extension from the type its first bytes show (none
 * when they show none), and its bytes as a stream, the first of them read ahead once to tell the type.
 */
export const exportedFile = async (
  key: string,
  source: AsyncIterable<Uint8Array>,
): Promise<{ name: string; chunks: AsyncIterable<Uint8Array> }> => {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const type = await fileTypeFromBuffer(Buffer.concat(head));
  const path = key
    .split('/')
    .filter((_, index) => index !== 1)
    .join('/');
  async function* chunks() {
    try {
      yield* head;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // Stopped early (the download failed): the store's stream is closed all the same.
      await iterator.return?.();
    }
  }
  return { name: `files/${path}${type ? `.${type.ext}` : ''}`, chunks: chunks() };
};
