import { errorResponse } from '@hirelane/contract/common';

/** The error answers a route can give, for the OpenAPI document (the shape is always errorResponse). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    number,
    typeof errorResponse
  >;
