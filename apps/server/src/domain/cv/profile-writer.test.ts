import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { createProfileWriter } from './profile-writer.ts';

const t = await fileTestApp();
const writer = createProfileWriter(t.db);

const newUserId = async () => {
  const { email } = await createVerifiedUser(t);
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
};
const profileOf = (userId: string) =>
  t.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('the profile writer', () => {
  it('makes an empty profile on the first write and sets only the fields given', async () => {
    const userId = await newUserId();
    await writer.setFields(userId, { headline: 'Frontend developer' }, t.clock.now());
    expect(await profileOf(userId)).toMatchObject({
      headline: 'Frontend developer',
      summary: '',
      phone: '',
      contact_email: '',
      image_key: null,
    });
    await writer.setFields(
      userId,
      { phone: '+47 400 00 000', contactEmail: 'me@example.com' },
      t.clock.now(),
    );
    expect(await profileOf(userId)).toMatchObject({
      headline: 'Frontend developer',
      phone: '+47 400 00 000',
      contact_email: 'me@example.com',
    });
  });

  it('sets and clears the photo without touching the fields, and the fields without touching the photo', async () => {
    const userId = await newUserId();
    await writer.setPhoto(userId, 'photos/a/b', t.clock.now());
    await writer.setFields(userId, { summary: 'Ten years of TypeScript.' }, t.clock.now());
    expect(await profileOf(userId)).toMatchObject({
      image_key: 'photos/a/b',
      summary: 'Ten years of TypeScript.',
    });
    await writer.setPhoto(userId, null, t.clock.now());
    expect(await profileOf(userId)).toMatchObject({
      image_key: null,
      image_updated_at: null,
      summary: 'Ten years of TypeScript.',
    });
  });
});
