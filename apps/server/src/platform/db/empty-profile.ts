import { jsonParam } from './dialect.ts';

/**
 * A profile row with nothing filled in, for writers that set a few columns of a profile that may
 * not exist yet (the photo, a CV import): they insert this with their columns, or update those.
 */
export const emptyProfileColumns = () => ({
  headline: '',
  summary: '',
  phone: '',
  contact_email: '',
  location: '',
  links: jsonParam([]),
  date_of_birth: null,
  image_key: null,
  image_updated_at: null,
});
