import { describe, expect, it } from 'vitest';
import { registerInput, verifyEmailInput } from './auth.ts';
import { ENDORSER_RELATIONSHIPS, JOB_LANES, LANGUAGE_LEVELS, languageOfTag } from './constants.ts';

describe('product constants', () => {
  it('has the six lanes, five language levels and sixteen endorser relationships', () => {
    expect(JOB_LANES).toEqual(['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts']);
    expect(Object.values(LANGUAGE_LEVELS)).toEqual([1, 2, 3, 4, 5]);
    expect(ENDORSER_RELATIONSHIPS).toHaveLength(16);
    expect(ENDORSER_RELATIONSHIPS[8]).toBe('Business Partner / Co-founder');
    expect(ENDORSER_RELATIONSHIPS[15]).toBe('Other');
  });
});

describe('languageOfTag', () => {
  it.each([
    ['no', 'no'],
    ['nb-NO', 'no'],
    ['nn;q=0.8', 'no'],
    ['NB_no', 'no'],
    ['en', 'en'],
    ['en-GB', 'en'],
    [' en-US ', 'en'],
    ['norsk', null],
    ['sv-SE', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });
});

describe('registerInput', () => {
  const valid = {
    firstName: ' Kari ',
    lastName: 'Nordmann',
    email: ' Kari@Example.TEST ',
    country: 'NO',
    password: 'fjord-lantern-47',
    agreedToPrivacyPolicy: true,
  };

  it('normalises names and e-mail and defaults marketing consent to false', () => {
    expect(registerInput.parse(valid)).toEqual({
      ...valid,
      firstName: 'Kari',
      email: 'kari@example.test',
      consentedToMarketing: false,
    });
  });

  it('explains each broken rule in plain words', () => {
    const result = registerInput.safeParse({
      ...valid,
      agreedToPrivacyPolicy: false,
      password: 'short',
      country: 'ZZ',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      agreedToPrivacyPolicy: 'You must accept the privacy policy',
      password: 'Use at least 8 characters',
      country: 'Choose a country',
    });
  });

  it('accepts only six digits as a code', () => {
    expect(verifyEmailInput.safeParse({ email: 'a@b.no', token: '012345' }).success).toBe(true);
    expect(verifyEmailInput.safeParse({ email: 'a@b.no', token: '12345' }).success).toBe(false);
  });
});
