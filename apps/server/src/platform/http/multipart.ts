import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError, badRequest, fieldsOfZodError } from './app-error.ts';
import { holdsNul, nulRefused } from './nul-guard.ts';

export type UploadedFile = { data: Buffer; fileName: string; mimeType: string };

/** An uploaded file once kept: its key in the file store, and what its owner uploaded. */
export type KeptUpload = { key: string; fileName: string; mimeType: string; size: number };

/** The kept file of an upload stored under `key`; none without a key or a file. */
export const keptUploadOf = (key: string | null, file: UploadedFile | undefined): KeptUpload | null =>
  key && file ? { key, fileName: file.fileName, mimeType: file.mimeType, size: file.data.length } : null;

/** The `request` part's JSON, sent as a text field or as a JSON blob part: at most this long. */
const REQUEST_PART_MAX_BYTES = 256 * 1024;

/** Room for part headers, boundaries and small fields around a route's files. */
const ENVELOPE_BYTES = REQUEST_PART_MAX_BYTES + 64 * 1024;

const describeSize = (bytes: number): string =>
  bytes >= 1024 ** 3
    ? `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`
    : bytes >= 1024 * 1024
      ? `${Math.round(bytes / (1024 * 1024))} MB`
      : `${Math.round(bytes / 1024)} KB`;

/**
 * Refuses a body whose announced length is more than its files may be (plus the envelope) before
 * a byte of it is read. The limits are still counted while reading (a length can be left out).
 */
export const refuseLongerThan = (request: FastifyRequest, fileBytes: number): void => {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > fileBytes + ENVELOPE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than ${describeSize(fileBytes)}`, {
      fields: { file: `Choose a file of at most ${describeSize(fileBytes)}` },
    });
  }
};

/** What the multipart parser (busboy) says of a body it cannot read: no or wrong boundary, cut off, broken header. */
const PARSER_FAILURE = /boundary|multipart|unexpected end of|malformed part header/i;

/**
 * The parser's own failure as a 400 in words (else it would be a server error); undefined for
 * any other error. Used by the error handler, since the parser fails wherever a part is read.
 */
export const malformedMultipart = (request: FastifyRequest, error: Error): AppError | undefined => {
  if ((error as { code?: unknown }).code || !request.isMultipart() || !PARSER_FAILURE.test(error.message)) {
    return undefined;
  }
  return new AppError(
    'MALFORMED_REQUEST',
    /unexpected end/i.test(error.message)
      ? 'The upload ended before it was complete. Choose the file again and retry.'
      : 'The upload is not valid multipart/form-data. Choose the file again and retry.',
  );
};

/**
 * Multipart bodies: a few small fields and at most three file parts (a JSON blob `request`, a
 * poster image and the file); each route sets its own file size.
 */
export const registerMultipart = async (app: FastifyInstance): Promise<void> => {
  await app.register(multipart, {
    limits: { files: 3, fields: 5, fieldSize: REQUEST_PART_MAX_BYTES, parts: 6 },
  });
};

type FilePart = {
  fieldname: string;
  mimetype: string;
  file: NodeJS.ReadableStream;
  toBuffer: () => Promise<Buffer>;
};

/** A file part named `request` is the JSON data sent as a blob (`new Blob([json], {type: 'application/json'})`). */
export const isRequestBlob = (part: FilePart): boolean => part.fieldname === 'request';

/** Reads a part's bytes, answering 413 as soon as they pass `maxBytes` (whatever the route's file limit). */
export const readPartBytes = async (part: FilePart, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of part.file) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      const size = describeSize(maxBytes);
      throw new AppError('PAYLOAD_TOO_LARGE', `The "${part.fieldname}" part is larger than ${size}`, {
        fields: { [part.fieldname]: `Send at most ${size}` },
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** Reads a JSON blob part as text, refusing one longer than a text field may be. */
export const readRequestBlob = async (part: FilePart): Promise<string> =>
  (await readPartBytes(part, REQUEST_PART_MAX_BYTES)).toString('utf8');

/** Skips a file part nobody asked for without holding its bytes. */
export const skipPart = async (part: FilePart): Promise<void> => {
  for await (const _ of part.file) {
    // drained
  }
};

/** Parses JSON text with a contract schema, answering 400 with the failing fields like any other body. */
export const parseJsonPart = <S extends z.ZodType>(schema: S, text: string | undefined): z.output<S> => {
  if (text === undefined)
    throw badRequest('The "request" part with the JSON data is missing', { request: 'Required' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_REQUEST', 'The "request" part is not valid JSON');
  }
  if (holdsNul(json)) throw nulRefused();
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const fields = fieldsOfZodError(result.error);
  const [first] = Object.entries(fields);
  throw badRequest(first ? `${first[0]}: ${first[1]}` : 'The request is not valid', fields);
};

/** A type told by a route's own look at bytes that have no magic number (plain text such as JSON). */
type Recognised = { mime: string; extension: string } | undefined;

/**
 * What an uploaded file may be: its size limit and the accepted types (MIME type → extension);
 * `recognise` names the type of bytes the magic numbers leave unknown.
 */
type FileRules = {
  maxFileBytes: number;
  accepted: Record<string, string>;
  acceptedLabel: string;
  recognise?: (data: Buffer) => Recognised;
};

/** A multipart body within the size limit, or a 415 that says how to send it (`howToSend`). */
const expectMultipart = (request: FastifyRequest, maxFileBytes: number, howToSend: string) => {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', howToSend);
  refuseLongerThan(request, maxFileBytes);
};

/**
 * Reads a multipart body of one JSON part named `request` and an optional part `file`, whose
 * type is judged by its bytes (never its name) against `accepted` (MIME type → extension).
 */
export const readJsonAndFile = async <S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: FileRules,
): Promise<{ input: z.output<S>; file: UploadedFile | undefined }> => {
  expectMultipart(request, options.maxFileBytes, 'Send this as multipart/form-data with a "request" part');
  let requestText: string | undefined;
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'field' && part.fieldname === 'request') {
      requestText = String(part.value);
    } else if (part.type === 'file' && isRequestBlob(part)) {
      requestText = await readRequestBlob(part);
    } else if (part.type === 'file' && part.fieldname === 'file') {
      file = await checkFile(await readLimited(part, options.maxFileBytes), part.filename, options);
    } else if (part.type === 'file') {
      await skipPart(part);
    }
  }
  return { input: parseJsonPart(schema, requestText), file };
};

/** Reads a multipart body whose only part is `file` (checked like readJsonAndFile's). */
export const readFilePart = async (request: FastifyRequest, options: FileRules): Promise<UploadedFile> => {
  expectMultipart(
    request,
    options.maxFileBytes,
    'Send the file as multipart/form-data in a part named "file"',
  );
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'file' && part.fieldname === 'file') {
      file = await checkFile(await readLimited(part, options.maxFileBytes), part.filename, options);
    } else if (part.type === 'file') {
      await skipPart(part);
    }
  }
  if (!file) throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
  return file;
};

const readLimited = async (part: { toBuffer: () => Promise<Buffer> }, maxBytes: number): Promise<Buffer> => {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = Math.round(maxBytes / (1024 * 1024));
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes} MB`, {
        fields: { file: `Choose a file of at most ${megabytes} MB` },
      });
    }
    throw error;
  }
};

/** Judges a file's type by its bytes (never its name) and gives it a clean name with the right extension. */
export const checkFile = async (
  data: Buffer,
  fileName: string,
  { accepted, acceptedLabel, recognise }: Omit<FileRules, 'maxFileBytes'>,
): Promise<UploadedFile> => {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'The file is empty' });
  const detected = (await fileTypeFromBuffer(data)) ?? recognise?.(data);
  const extension = detected && accepted[detected.mime];
  if (!detected || !extension) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This file is not accepted. Upload ${acceptedLabel}.`, {
      fields: { file: `Upload ${acceptedLabel}` },
    });
  }
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '')
      .trim()
      .slice(0, 120) || 'attachment';
  return { data, fileName: `${base}.${extension}`, mimeType: detected.mime };
};
