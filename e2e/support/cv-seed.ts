import { callApi, seedProfileWithPhoto } from './api.ts';
import type { RunningApp } from './app-server.ts';

/** A CV with a job (with bullets), an education, skills and languages, and Kari's profile and photo. */
export const seedCv = async (app: RunningApp, token: string) => {
  await seedProfileWithPhoto(app, token);
  await callApi(app, token, 'POST', '/cv/experience', {
    title: 'Senior product designer',
    company: 'Fjordbyte',
    location: 'Oslo',
    startDate: '2021-03',
    isCurrent: true,
    description: 'Leads design for the booking app.\n\n- Cut booking time by half\n- Hired two designers',
  });
  await callApi(app, token, 'POST', '/cv/education', {
    school: 'NTNU',
    degree: 'Master of Science',
    field: 'Interaction design',
    startDate: '2015-08',
    endDate: '2017-06',
  });
  await callApi(app, token, 'PUT', '/cv/skills/professional', { skills: ['Figma', 'User research'] });
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
