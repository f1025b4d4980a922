import { z } from 'zod';

/** GET /jobs/application/profile/basic — who is signed in, for the app's menus and greetings. */
export const basicProfileResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: z.string(),
});
export type BasicProfileResponse = z.infer<typeof basicProfileResponse>;
