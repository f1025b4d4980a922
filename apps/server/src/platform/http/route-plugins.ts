import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** The instance a feature adds its routes to: each route typed by its zod schemas (`route-schema.ts`). */
export type TypedRoutes = ReturnType<typeof typed>;

/** Adds a feature's routes to `r`, with what they take; `app` is the same instance, untyped. */
type AddRoutes<Deps> = (r: TypedRoutes, deps: Deps, app: FastifyInstance) => void;

/** Routes anyone may call: the id, handle or token in the address is all they are asked for. */
export const publicRoutes =
  <Deps extends FastifyPluginOptions>(add: AddRoutes<Deps>): FastifyPluginAsync<Deps> =>
  async (app, deps) => {
    add(typed(app), deps, app);
  };

/** Routes only a signed-in user may call: an anonymous call gets 401 before its body is read. */
export const signedInRoutes =
  <Deps extends FastifyPluginOptions>(add: AddRoutes<Deps>): FastifyPluginAsync<Deps> =>
  async (app, deps) => {
    app.addHook('onRequest', app.authenticate);
    add(typed(app), deps, app);
  };
