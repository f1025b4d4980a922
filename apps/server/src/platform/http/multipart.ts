import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.ts';

export type UploadedFile = { data: Buffer; fileName: string; mimeType: string };

/** Multipart bodies: at most one file and a few small fields; each route sets its own file size. */
export const registerMultipart = async (app: FastifyInstance): Promise<void> => {
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 256 * 1024, parts: 6 } });
};

const fieldsOf = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
};

/** Parses JSON text with a contract schema, answering 400 with the failing fields like any other body. */
export const parseJsonPart = <S extends z.ZodType>(schema: S, text: string | undefined): z.output<S> => {
  if (text === undefined)
    throw badRequest('The "request" part with the JSON data is missing', { request: 'Required' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, 'MALFORMED_REQUEST', 'The "request" part is not valid JSON');
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error);
  const [first] = Object.entries(fields);
  throw badRequest(first ? `${first[0]}: ${first[1]}` : 'The request is not valid', fields);
};

/**
 * Reads a multipart body of one JSON part named `request` and an optional part `file`, whose
 * type is judged by its bytes (never its name) against `accepted` (MIME type → extension).
 */
export const readJsonAndFile = async <S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: { maxFileBytes: number; accepted: Record<string, string>; acceptedLabel: string },
): Promise<{ input: z.output<S>; file: UploadedFile | undefined }> => {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send this as multipart/form-data with a "request" part',
    );
  }
  let requestText: string | undefined;
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'field' && part.fieldname === 'request') {
      requestText = String(part.value);
    } else if (part.type === 'file' && part.fieldname === 'file') {
      file = await checkFile(await readLimited(part, options.maxFileBytes), part.filename, options);
    } else if (part.type === 'file') {
      await part.toBuffer();
    }
  }
  return { input: parseJsonPart(schema, requestText), file };
};

/** Reads a multipart body whose only part is `file` (checked like readJsonAndFile's). */
export const readFilePart = async (
  request: FastifyRequest,
  options: { maxFileBytes: number; accepted: Record<string, string>; acceptedLabel: string },
): Promise<UploadedFile> => {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in a part named "file"',
    );
  }
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'file' && part.fieldname === 'file') {
      file = await checkFile(await readLimited(part, options.maxFileBytes), part.filename, options);
    } else if (part.type === 'file') {
      await part.toBuffer();
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
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes} MB`, {
        fields: { file: `Choose a file of at most ${megabytes} MB` },
      });
    }
    throw error;
  }
};

const checkFile = async (
  data: Buffer,
  fileName: string,
  { accepted, acceptedLabel }: { accepted: Record<string, string>; acceptedLabel: string },
): Promise<UploadedFile> => {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'The file is empty' });
  const detected = await fileTypeFromBuffer(data);
  const extension = detected && accepted[detected.mime];
  if (!detected || !extension) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `This file is not accepted. Upload ${acceptedLabel}.`, {
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
