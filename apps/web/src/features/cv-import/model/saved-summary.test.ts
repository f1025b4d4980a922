import type { BulkDataResponse } from '@hirelane/contract/cv-import';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { savedSummary } from './saved-summary.ts';

const NONE: BulkDataResponse['created'] = {
  experiences: 0,
  educations: 0,
  certifications: 0,
  professional: 0,
  personal: 0,
  language: 0,
  profile: false,
};

async function summaryIn(language: 'en' | 'no', created: Partial<BulkDataResponse['created']>) {
  await setupTestI18n(language);
  return savedSummary({ ...NONE, ...created }, i18n.getFixedT(language, 'cv'), language);
}

describe('savedSummary', () => {
  it('names only the groups that got something, each with its plural', async () => {
    expect(await summaryIn('en', { experiences: 2, language: 1 })).toBe(
      '2 experiences and 1 language added.',
    );
    expect(await summaryIn('en', { educations: 1, professional: 3, personal: 1, profile: true })).toBe(
      '1 education, 3 professional skills, 1 personal skill and your profile details added.',
    );
    expect(await summaryIn('en', { certifications: 1 })).toBe('1 certification added.');
  });

  it('says the same in Norwegian', async () => {
    expect(await summaryIn('no', { experiences: 1, educations: 2, language: 3 })).toBe(
      '1 erfaring, 2 utdanninger og 3 språk ble lagt til.',
    );
    expect(await summaryIn('no', { professional: 1, personal: 2, profile: true })).toBe(
      '1 faglig ferdighet, 2 personlige ferdigheter og profilopplysningene dine ble lagt til.',
    );
  });

  it('is null when nothing was added', async () => {
    expect(await summaryIn('en', {})).toBeNull();
  });
});
