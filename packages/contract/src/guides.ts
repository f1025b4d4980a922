import { z } from 'zod';

/** First-run hints; hiding one is remembered in the browser and, for these, on the server too. */
export const GUIDES = ['login', 'job', 'cv', 'publicProfile'] as const;
export type Guide = (typeof GUIDES)[number];

/** GET /guides: which guides the user has already dismissed (on any device). */
export const guidesResponse = z.object({
  login: z.boolean(),
  job: z.boolean(),
  cv: z.boolean(),
  publicProfile: z.boolean(),
});
export type GuidesResponse = z.infer<typeof guidesResponse>;
