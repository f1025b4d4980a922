import type { ApiOperation } from '../platform/http/openapi.ts';

/** The MIME types a contract's `{ mime: extension }` table accepts. */
export const keys = (types: Record<string, string>) => Object.keys(types);

/** One line of the table. */
export const op = (
  tag: string,
  operationId: string,
  summary: string,
  more: Omit<ApiOperation, 'tag' | 'operationId' | 'summary'> = {},
): ApiOperation => ({ tag, operationId, summary, ...more });

export const pdf = ['application/pdf'];
