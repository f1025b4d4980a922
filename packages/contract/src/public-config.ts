import { z } from 'zod';

/** GET /config: what the web app needs to know about this installation (nothing secret). */
export const publicConfigResponse = z.object({
  analytics: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('ga4'), measurementId: z.string(), scriptUrl: z.string() }),
      z.object({ provider: z.literal('plausible'), scriptUrl: z.string(), domain: z.string() }),
    ])
    .nullable(),
  /** Whether an AI model is configured ("Draft with AI"); without one, templates do the drafting. */
  ai: z.boolean(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
