import type { z } from 'zod';
import type { ApiOperation } from '../platform/http/openapi.ts';
import type { FilePartSpec, MultipartSpec } from '../platform/http/openapi-multipart.ts';

/** The MIME types a contract's `{ mime: extension }` table accepts. */
export const keys = (types: Record<string, string>) => Object.keys(types);

/** One line of the table. */
export const op = (
  tag: string,
  operationId: string,
  summary: string,
  more: Omit<ApiOperation, 'tag' | 'operationId' | 'summary'> = {},
): ApiOperation => ({ tag, operationId, summary, ...more });

/** The body readJsonAndFile reads: the entry's JSON as the part `request`, then its file as `file`. */
export const jsonAndFile = (schema: z.ZodType, file: FilePartSpec, example?: object): MultipartSpec => ({
  request: { schema, required: true, ...(example ? { example } : {}) },
  files: { file },
});

export const pdf = ['application/pdf'];
