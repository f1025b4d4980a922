import type { JobRequirement } from '@hirelane/contract/job-match';
import { vocabulary } from '../vocabulary/vocabulary.ts';
import { adLanguage } from './ad-language.ts';
import { readRequirementsOffline } from './offline-requirements.ts';

/** The built-in reader's requirements of an ad, in the language the ad is written in. */
export const readAdOffline = (description: string): JobRequirement[] =>
  readRequirementsOffline(description, adLanguage(description), vocabulary());
