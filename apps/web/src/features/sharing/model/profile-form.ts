import type { PublicProfileInput, PublicProfileSettings } from '@hirelane/contract/sharing';
import { contactField, publicProfileInput, publicSection, tagsInput } from '@hirelane/contract/sharing';
import { z } from 'zod';
import { normalizeHandle } from './handle-rules.ts';

/**
 * The editor's fields with the contract's rules. The headline is the profile's (one headline): the
 * editor shows it and links to the profile, and leaves it out of its save. The handle has its own live check (and the server
 * the last word on it), so here it is only text.
 */
export const profileFormSchema = z.object({
  handle: z.string(),
  bio: publicProfileInput.shape.bio,
  isVisible: z.boolean(),
  sections: z.array(publicSection),
  contactFields: z.array(contactField),
  tags: tagsInput.shape.tags,
  videoId: z.string().nullable(),
  indexable: z.boolean(),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileFormValues(settings: PublicProfileSettings): ProfileFormValues {
  return {
    handle: settings.handle ?? '',
    bio: settings.bio,
    isVisible: settings.isVisible,
    sections: settings.sections,
    contactFields: settings.contactFields,
    tags: settings.tags,
    videoId: settings.videoId,
    indexable: settings.indexable,
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
      bio: values.bio,
      isVisible: values.isVisible,
      sections: values.sections,
      contactFields: values.contactFields,
      videoId: values.videoId,
      indexable: values.indexable,
    },
    tags: values.tags,
  };
}
