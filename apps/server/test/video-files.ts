import crypto from 'node:crypto';
import { multipart } from './factories.ts';

/** An EBML header whose DocType is `docType` (what file-type reads for WebM and Matroska). */
const ebmlHeader = (docType: 'webm' | 'matroska') => {
  const type = Buffer.from(docType);
  const body = Buffer.concat([
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
};

const mp4Header = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp42'),
  ]);

/** A file of `size` bytes that starts like a video of the format (its body is random bytes). */
export const videoBytes = (format: 'webm' | 'mkv' | 'mp4', size: number): Buffer => {
  const head = format === 'mp4' ? mp4Header() : ebmlHeader(format === 'webm' ? 'webm' : 'matroska');
  return Buffer.concat([head, crypto.randomBytes(Math.max(0, size - head.length))]);
};

/** The recorder's upload: a video named `name` as a WebM of `size` bytes. */
export const videoUpload = (name: string, size: number) =>
  multipart({ name }, { name: 'a.webm', type: 'video/webm', data: videoBytes('webm', size) });
