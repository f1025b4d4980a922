import { messageResponse } from '@hirelane/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { takes } from './route-schema.ts';

type DeleteRoute = {
  params: z.ZodType<{ id: string }>;
  /** Deletes the signed-in user's entry `id`; throws a 404 when they have none by that id. */
  remove: (userId: string, id: string) => Promise<unknown>;
  /** The sentence the answer carries. */
  message: string;
  /** Error statuses the call can give besides 401 and 404. */
  errors?: number[];
};

/** `DELETE path/:id` of a signed-in user's own entry, answered with one sentence. */
export const deleteRoute = (
  app: FastifyInstance,
  path: string,
  { params, remove, message, errors = [] }: DeleteRoute,
) =>
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(path, takes({ params }, messageResponse, [401, 404, ...errors]), async (request) => {
      await remove(request.userId, request.params.id);
      return { message };
    });
