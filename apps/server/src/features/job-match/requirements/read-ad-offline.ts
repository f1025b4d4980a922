import type { Language } from '@hirelane/contract/constants';
import type { JobRequirement } from '@hirelane/contract/job-match';
import { vocabulary } from '../vocabulary/vocabulary.ts';
import { readRequirementsOffline } from './offline-requirements.ts';

/**
 * The built-in reader's requirements of an ad, named in `language` (the reader's; a score does
 * not depend on it, as requirements are matched by id).
 */
export const readAdOffline = (description: string, language: Language = 'en'): JobRequirement[] =>
  readRequirementsOffline(description, language, vocabulary());
