import { describe, expect, it } from 'vitest';
import { profileFieldPaths, profileFormSchema, toProfileFormValues, toProfileInput } from './profile-form.ts';

const profile = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  headline: '',
  summary: '',
  phone: '',
  email: '',
  location: 'Oslo',
  links: [{ label: 'Portfolio', url: 'https://kari.example' }],
  dateOfBirth: null,
  hasImage: false,
  imageUpdatedAt: null,
};

describe('profile form', () => {
  it('shows a missing date of birth as an empty field and sends it back as null', () => {
    const values = toProfileFormValues(profile);
    expect(values.dateOfBirth).toBe('');
    const parsed = profileFormSchema.parse(values);
    expect(toProfileInput(parsed)).toMatchObject({ dateOfBirth: null, location: 'Oslo' });
  });

  it('keeps a date of birth, and refuses one that is not a date', () => {
    const parsed = profileFormSchema.parse({ ...toProfileFormValues(profile), dateOfBirth: '1990-05-31' });
    expect(toProfileInput(parsed).dateOfBirth).toBe('1990-05-31');
    expect(
      profileFormSchema.safeParse({ ...toProfileFormValues(profile), dateOfBirth: '31.05.1990' }).success,
    ).toBe(false);
  });

  it('checks the links as the server does', () => {
    const result = profileFormSchema.safeParse({
      ...toProfileFormValues(profile),
      links: [{ label: 'Blog', url: 'javascript:alert(1)' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['links', 0, 'url']);
  });

  it('lists the form paths a server error may name, link rows included', () => {
    expect(profileFieldPaths(2)).toEqual(
      expect.arrayContaining(['firstName', 'dateOfBirth', 'links.0.label', 'links.1.url']),
    );
    expect(profileFieldPaths(0)).not.toContain('links.0.url');
  });
});
