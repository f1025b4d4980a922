import { errorResponse } from '@hirelane/contract/common';
import type { z } from 'zod';

/** The error answers a route can give, for the OpenAPI document (the shape is always errorResponse). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    number,
    typeof errorResponse
  >;

/** What a route reads, each part checked by its contract schema (and its words in the API reference). */
type RouteInput = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  description?: string;
};

// Route options as values, so a route reads as one line of a table: what it takes, what it answers,
// and the error statuses it can give. The type provider still infers request and reply from them.

/** A route that reads nothing (or a multipart body) and answers `ok` (200) or one of `errors`. */
export const answers = <Ok extends z.ZodType>(ok: Ok, errors: readonly number[]) => ({
  schema: { response: { 200: ok, ...errorResponses(...errors) } },
});

/** A route that reads `input` and answers `ok` (200) or one of `errors`. */
export const takes = <Input extends RouteInput, Ok extends z.ZodType>(
  input: Input,
  ok: Ok,
  errors: readonly number[],
) => ({ schema: { ...input, response: { 200: ok, ...errorResponses(...errors) } } });

/** A route that reads `input` (`{}`: a multipart body) and answers `created` (201) or one of `errors`. */
export const creates = <Input extends RouteInput, Created extends z.ZodType>(
  input: Input,
  created: Created,
  errors: readonly number[],
) => ({ schema: { ...input, response: { 201: created, ...errorResponses(...errors) } } });
