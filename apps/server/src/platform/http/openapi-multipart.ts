import { z } from 'zod';

/** One file part of a multipart request: what it may be and how large. */
export type FilePartSpec = {
  description: string;
  /** Media types accepted (judged by the bytes, never the name). */
  types: readonly string[];
  maxBytes: number;
  required: boolean;
};

/** A multipart/form-data body: an optional JSON part `request` and the file parts, in order. */
export type MultipartSpec = {
  request?: { schema: z.ZodType; required: boolean; example?: unknown };
  files: Record<string, FilePartSpec>;
};

const describeBytes = (bytes: number): string =>
  bytes >= 1024 ** 3
    ? `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`
    : `${Math.round(bytes / 1024 ** 2)} MB`;

/** The multipart body as a zod object, so the `request` part's schema is converted like every other body. */
export const multipartBody = ({ request, files }: MultipartSpec) => {
  const requestPart = request?.schema.meta({
    description: 'JSON: a text field, or a part of type application/json',
  });
  return z.object({
    ...(request && requestPart ? { request: request.required ? requestPart : requestPart.optional() } : {}),
    ...Object.fromEntries(
      Object.entries(files).map(([name, part]) => {
        const schema = z.string().meta({
          format: 'binary',
          description: `${part.description}: ${part.types.join(', ')}; at most ${describeBytes(part.maxBytes)}.`,
        });
        return [name, part.required ? schema : schema.optional()];
      }),
    ),
  });
};

/** The part order and limits in words, for the operation's description. */
export const multipartNote = ({ request, files }: MultipartSpec): string => {
  const parts = [
    ...(request ? [`\`request\` (JSON${request.required ? '' : ', optional'})`] : []),
    ...Object.entries(files).map(
      ([name, part]) =>
        `\`${name}\` (${part.required ? '' : 'optional, '}${part.types.join(', ')}, ≤ ${describeBytes(part.maxBytes)})`,
    ),
  ];
  return `multipart/form-data with the parts ${parts.join(', ')}, in this order. A file's type is judged by its bytes, never its name.`;
};
