import { type ApiBody, callApi, seedProfileWithPhoto } from './api.ts';
import type { RunningApp } from './app-server.ts';

/** Kari's current job, as the seeded CVs hold it; each adds a description of its own. */
export const FJORDBYTE_JOB = {
  title: 'Senior product designer',
  company: 'Fjordbyte',
  location: 'Oslo',
  startDate: '2021-03',
  isCurrent: true,
};

/** Kari's master's degree from NTNU and her two professional skills. */
export const seedEducationAndSkills = async (app: RunningApp, token: string) => {
  await callApi(app, token, 'POST', '/cv/education', {
    school: 'NTNU',
    degree: 'Master of Science',
    field: 'Interaction design',
    startDate: '2015-08',
    endDate: '2017-06',
  });
  await callApi(app, token, 'PUT', '/cv/skills/professional', { skills: ['Figma', 'User research'] });
};

/** A CV with just one job, held today, and these professional skills. */
export const seedCurrentJobAndSkills = async (
  app: RunningApp,
  token: string,
  job: { title: string; company: string; startDate: string },
  skills: string[],
) => {
  await callApi(app, token, 'POST', '/cv/experience', { ...job, isCurrent: true });
  await callApi(app, token, 'PUT', '/cv/skills/professional', { skills });
};

/**
 * A CV with a job (by default with bullets), an education, skills and languages, and Kari's profile
 * and photo.
 */
export const seedCv = async (
  app: RunningApp,
  token: string,
  job: ApiBody = {
    ...FJORDBYTE_JOB,
    description: 'Leads design for the booking app.\n\n- Cut booking time by half\n- Hired two designers',
  },
) => {
  await seedProfileWithPhoto(app, token);
  await callApi(app, token, 'POST', '/cv/experience', job);
  await seedEducationAndSkills(app, token);
  await callApi(app, token, 'PUT', '/cv/languages', { languages: [{ language: 'Norwegian', level: 5 }] });
};

/** More jobs, so the CV runs over a page. */
export const seedLongCv = async (app: RunningApp, token: string) => {
  await seedCv(app, token);
  for (let year = 2008; year < 2021; year += 1) {
    await callApi(app, token, 'POST', '/cv/experience', {
      title: `Designer ${year}`,
      company: 'Nordlys Studio',
      startDate: `${year}-01`,
      endDate: `${year}-12`,
      description:
        'Designed the booking flow with the team.\n\n- Ran weekly user tests\n- Wrote the design guide',
    });
  }
};
