import type { Job } from '@hirelane/contract/jobs';
import { callApi, createJob } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** An English developer's ad: must-haves (years, skills, a language, a degree) and a plus. */
export const AD_EN = `Developer, payments team
Requirements:
- 3+ years of experience with TypeScript and Node.js
- PostgreSQL
- Fluent English
- Bachelor's degree in computer science
Nice to have:
- Docker and Kubernetes`;

/** A Norwegian nurse's ad: an authorisation, a language and a licence, and a plus. */
export const AD_NO = `Sykepleier
Kvalifikasjoner:
- Norsk autorisasjon som sykepleier
- Gode norskkunnskaper
- Førerkort klasse B
Erfaring med DIPS er en fordel.`;

/** A job's fields: "Developer" at Acme, whose ad says `description`. */
export const jobFields = (description: string | null) => ({
  position: 'Developer',
  company: 'Acme',
  description,
});

/** One job of `headers`' user made of `jobFields(description)`. */
export const addJob = (t: TestApp, headers: Headers, description: string | null): Promise<Job> =>
  createJob(t, headers, jobFields(description));

/** One experience of a CV: the title at the company from `startDate` to `endDate`. */
export const experience = (
  title: string,
  company: string,
  [startDate, endDate]: [string, string],
  description: string,
) => ({ title, company, startDate, endDate, description });

/** Writes rows into the user's general CV as the import's review does, and says why when it cannot. */
export const saveCvRows = async (t: TestApp, headers: Headers, rows: Record<string, unknown>) => {
  const response = await callApi(t, 'POST', '/api/cv/general/bulk-data', rows, headers);
  if (response.statusCode >= 300) throw new Error(response.body);
};
