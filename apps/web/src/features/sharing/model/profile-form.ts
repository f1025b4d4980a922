import type { PublicProfileInput, PublicProfileSettings } from '@hirelane/contract/sharing';
import { publicProfileInput, publicSection, tagsInput } from '@hirelane/contract/sharing';
import { z } from 'zod';
import { normalizeHandle } from './handle-rules.ts';

/**
 * The editor's fields with the contract's rules. The handle has its own live check (and the server
 * the last word on it), so here it is only text.
 */
export const profileFormSchema = z.object({
  handle: z.string(),
  headline: publicProfileInput.shape.headline,
  bio: publicProfileInput.shape.bio,
  isVisible: z.boolean(),
  sections: z.array(publicSection),
  tags: tagsInput.shape.tags,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileFormValues(settings: PublicProfileSettings): ProfileFormValues {
  return {
    handle: settings.handle ?? '',
    headline: settings.headline,
    bio: settings.bio,
    isVisible: settings.isVisible,
    sections: settings.sections,
    tags: settings.tags,
  };
}

/** The two bodies of a save: PUT /cv/public-profile and PUT /cv/public-profile/tags. */
export function profileSaveBodies(values: ProfileFormOutput): {
  profile: PublicProfileInput;
  tags: string[];
} {
  const handle = normalizeHandle(values.handle);
  return {
    profile: {
      handle: handle || null,
      headline: values.headline,
      bio: values.bio,
      isVisible: values.isVisible,
      sections: values.sections,
    },
    tags: values.tags,
  };
}
