import type { Education, Experience } from '@hirelane/contract/cv';
import { describe, expect, it } from 'vitest';
import { callApi, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { loadCvSnapshot } from '../../domain/cv/cv-snapshot.ts';
import { createPersonFactsRepository } from '../../domain/cv/person-facts.repository.ts';

const t = await fileTestApp();

/** Adds entries one second apart, all of the same month: only the order they were added tells them apart. */
const addSameMonth = async (auth: Record<string, string>, url: string, bodies: object[]) => {
  for (const body of bodies) {
    t.clock.advance(1000);
    expect((await callApi(t, 'POST', url, body, auth)).statusCode).toBe(201);
  }
};

describe("the CV's section order", () => {
  it('is the same in the builder, on shared CVs and in letters and scripts: newest month, then last added', async () => {
    const user = await signedInUser(t);
    const job = { company: 'Fjord AS', startDate: '2021-03', endDate: '2023-06' };
    await addSameMonth(user.auth, '/api/cv/experience', [
      { ...job, title: 'First' },
      { ...job, title: 'Second' },
      { ...job, title: 'Third' },
      { ...job, title: 'Older', startDate: '2019-01' },
    ]);
    const study = { degree: 'BSc', startDate: '2015-08', endDate: '2018-06' };
    await addSameMonth(user.auth, '/api/cv/education', [
      { ...study, school: 'NTNU' },
      { ...study, school: 'UiO' },
    ]);
    const expected = ['Third', 'Second', 'First', 'Older'];

    const builder: Experience[] = (
      await callApi(t, 'GET', '/api/cv/experience', undefined, user.auth)
    ).json();
    expect(builder.map((entry) => entry.title)).toEqual(expected);
    const schools: Education[] = (await callApi(t, 'GET', '/api/cv/education', undefined, user.auth)).json();
    expect(schools.map((entry) => entry.school)).toEqual(['UiO', 'NTNU']);

    const { id: userId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    const shared = await loadCvSnapshot(t.db, userId);
    expect(shared.experience.map((entry) => entry.title)).toEqual(expected);
    expect(shared.education.map((entry) => entry.school)).toEqual(['UiO', 'NTNU']);
    // Letters and the self-introduction script read these facts; they once ordered by month only.
    const facts = await createPersonFactsRepository(t.db).person(userId);
    expect(facts.experiences.map((entry) => entry.title)).toEqual(expected);
    expect(facts.educations.map((entry) => entry.school)).toEqual(['UiO', 'NTNU']);
  });
});
