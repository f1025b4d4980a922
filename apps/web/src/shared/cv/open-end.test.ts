import { LANGUAGES } from '@hirelane/contract/constants';
import { CV_WORDS } from '@hirelane/contract/cv-layout';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../testing/test-i18n.ts';

describe('an open end date', () => {
  for (const language of LANGUAGES)
    it(`reads the same in the builder as on the CV and its PDF, capitalised: ${language}`, () => {
      const cv = localeResources()[language]?.cv as { month: { present: string } };
      expect(cv.month.present).toBe(CV_WORDS[language].present);
      expect(cv.month.present).toMatch(/^\p{Lu}/u);
    });
});
