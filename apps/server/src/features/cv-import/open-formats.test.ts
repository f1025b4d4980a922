import { createRequire } from 'node:module';
import type { ExtractionResponse } from '@hirelane/contract/cv-import';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { callApi, fileForm, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

type Headers = Record<string, string>;

/** The JSON Resume project's own validator (schema v1), which ships no types. */
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (document: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};

const t = await fileTestApp();
const kari = (await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' })).auth;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  callApi(t, method, url, payload, headers);

const upload = (
  headers: Headers,
  data: Buffer | Uint8Array,
  name: string,
  type = 'application/octet-stream',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cv/openai/generate/cv/sections',
    headers,
    body: fileForm({ name, type, data: Buffer.from(data) }),
  });

const schemaErrors = (document: unknown) =>
  new Promise<unknown>((resolve) => validate(document, (errors: unknown) => resolve(errors)));

/** Everything a CV holds, written the way its owner would: profile, entries, lists. */
const fillCv = async (headers: Headers) => {
  const put = async (url: string, body: unknown) =>
    expect((await call('PUT', url, headers, body)).statusCode).toBe(200);
  await put('/api/jobs/application/profile', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    headline: 'Backend developer',
    summary: 'I build calm, fast services.',
    phone: '+47 912 34 567',
    email: 'kari@example.no',
    location: 'Bergen, Norway',
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/kari' }],
  });
  const post = async (url: string, body: unknown) =>
    expect((await call('POST', url, headers, body)).statusCode).toBe(201);
  await post('/api/cv/experience', {
    title: 'Senior Developer',
    company: 'Equinor',
    location: 'Stavanger',
    startDate: '2021-03',
    isCurrent: true,
    description: 'Led a team of four.\nCut build times by 40%.',
  });
  await post('/api/cv/experience', {
    title: 'Developer',
    company: 'Fjordkraft',
    startDate: '2016-08',
    endDate: '2021-02',
  });
  await post('/api/cv/education', {
    school: 'NTNU',
    degree: 'MSc',
    field: 'Computer Science',
    startDate: '2011-08',
    endDate: '2016-06',
    grade: 'A',
    description: 'Thesis on distributed logs.',
  });
  const form = new FormData();
  form.append(
    'request',
    JSON.stringify({ name: 'AWS Certified Developer', issuer: 'Amazon', issueDate: '2022-05' }),
  );
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/cv/certifications', headers, body: form })).statusCode,
  ).toBe(201);
  await put('/api/cv/skills/professional', { skills: ['TypeScript', 'PostgreSQL'] });
  await put('/api/cv/skills/personal', { skills: ['Curious'] });
  await put('/api/cv/languages', {
    languages: [
      { language: 'Norwegian', level: 5 },
      { language: 'English', level: 4 },
    ],
  });
};

const exportOf = async (headers: Headers) => {
  const response = await call('GET', '/api/cv/export/json-resume', headers);
  expect(response.statusCode).toBe(200);
  return response;
};

/** The review's choice of everything read, as the bulk save takes it. */
const reviewed = ({ parsedJson }: ExtractionResponse) => {
  const { firstName: _f, lastName: _l, ...profile } = parsedJson.profile;
  return { ...parsedJson, profile };
};

describe('the JSON Resume export', () => {
  it('answers the whole CV as a schema-valid download', async () => {
    await fillCv(kari);
    const response = await exportOf(kari);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kari-nordmann-resume\.json"/,
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const resume = response.json();
    expect(await schemaErrors(resume)).toBeNull();
    expect(resume.basics).toEqual({
      name: 'Kari Nordmann',
      label: 'Backend developer',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
      summary: 'I build calm, fast services.',
      location: { address: 'Bergen, Norway' },
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/kari' }],
    });
    expect(resume.work).toEqual([
      {
        name: 'Equinor',
        position: 'Senior Developer',
        location: 'Stavanger',
        startDate: '2021-03',
        summary: 'Led a team of four.\nCut build times by 40%.',
      },
      { name: 'Fjordkraft', position: 'Developer', startDate: '2016-08', endDate: '2021-02' },
    ]);
    expect(resume.education).toEqual([
      {
        institution: 'NTNU',
        studyType: 'MSc',
        area: 'Computer Science',
        startDate: '2011-08',
        endDate: '2016-06',
        score: 'A',
        summary: 'Thesis on distributed logs.',
      },
    ]);
    expect(resume.certificates).toEqual([
      { name: 'AWS Certified Developer', issuer: 'Amazon', date: '2022-05' },
    ]);
    expect(resume.skills).toEqual([
      { name: 'Professional skills', keywords: ['TypeScript', 'PostgreSQL'] },
      { name: 'Personal skills', keywords: ['Curious'] },
    ]);
    expect(resume.languages).toEqual([
      { language: 'Norwegian', fluency: 'Native' },
      { language: 'English', fluency: 'Fluent' },
    ]);
  });

  it('writes a year-only date as the year, valid to the schema, and reads it back as the year', async () => {
    const { auth } = await signedInUser(t);
    const created = await call('POST', '/api/cv/education', auth, {
      school: 'UiB',
      startDate: '2011',
      endDate: '2016',
    });
    expect(created.statusCode).toBe(201);
    const exported = await exportOf(auth);
    const resume = exported.json();
    expect(await schemaErrors(resume)).toBeNull();
    expect(resume.education).toEqual([{ institution: 'UiB', startDate: '2011', endDate: '2016' }]);
    const read = (await upload(auth, exported.rawPayload, 'resume.json')).json() as ExtractionResponse;
    expect(read.parsedJson.educations[0]).toMatchObject({
      school: 'UiB',
      startDate: '2011',
      endDate: '2016',
    });
  });

  it('is valid for an empty CV and only for its owner', async () => {
    const { auth } = await signedInUser(t);
    expect(await schemaErrors((await exportOf(auth)).json())).toBeNull();
    expect((await call('GET', '/api/cv/export/json-resume', {})).statusCode).toBe(401);
  });

  it('imports into another account as the same CV, saved only with the review', async () => {
    const exported = (await exportOf(kari)).rawPayload;
    const { auth: other } = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });
    const response = await upload(other, exported, 'resume.json', 'application/json');
    expect(response.statusCode).toBe(200);
    const extraction = response.json() as ExtractionResponse;
    expect(extraction).toMatchObject({ engine: 'offline', notice: null });
    expect(extraction.parsedJson.profile).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
      location: 'Bergen, Norway',
      headline: 'Backend developer',
    });
    expect((await call('GET', '/api/cv/experience', other)).json()).toEqual([]);
    expect((await call('POST', '/api/cv/general/bulk-data', other, reviewed(extraction))).statusCode).toBe(
      200,
    );
    const before = (await exportOf(kari)).json();
    const after = (await exportOf(other)).json();
    // The import does not set the summary or the links (the review offers neither).
    const { summary: _s, profiles: _p, ...basicsBefore } = before.basics;
    expect(after).toEqual({ ...before, basics: { ...basicsBefore, profiles: [] } });
  });
});

describe('the JSON Resume import', () => {
  it('reads a third-party résumé: highlights, year-only dates kept as years, fluency words', async () => {
    const resume = {
      basics: {
        name: 'Ola Jacob Nordmann',
        label: 'Designer',
        location: { city: 'Oslo', countryCode: 'NO' },
      },
      work: [
        {
          name: 'Acme',
          position: 'Designer',
          startDate: '2019-04-01',
          summary: 'Design.',
          highlights: ['Won'],
        },
        { company: 'Old Co', position: 'Intern', startDate: '2017', endDate: '2018' },
      ],
      skills: [{ name: 'Web', keywords: ['HTML', 'CSS'] }, { name: 'Figma' }],
      languages: [{ language: 'English', fluency: 'Full professional proficiency' }, { language: 'Sami' }],
    };
    const response = await upload(kari, Buffer.from(JSON.stringify(resume)), 'ola.txt');
    expect(response.statusCode).toBe(200);
    const { parsedJson, notice } = response.json() as ExtractionResponse;
    expect(notice).toBeNull();
    expect(parsedJson.profile).toMatchObject({
      firstName: 'Ola Jacob',
      lastName: 'Nordmann',
      location: 'Oslo, NO',
    });
    expect(parsedJson.experiences).toEqual([
      expect.objectContaining({
        company: 'Acme',
        startDate: '2019-04',
        isCurrent: true,
        description: 'Design.\n- Won',
      }),
      expect.objectContaining({
        company: 'Old Co',
        startDate: '2017',
        endDate: '2018',
        isCurrent: false,
      }),
    ]);
    expect(parsedJson.professional).toEqual(['HTML', 'CSS', 'Figma']);
    expect(parsedJson.language).toEqual([
      { language: 'English', level: 4 },
      { language: 'Sami', level: 3 },
    ]);
  });

  it('refuses JSON over 1 MB, nested too deep, or not a résumé, in a sentence', async () => {
    const big = Buffer.from(JSON.stringify({ basics: { summary: 'x'.repeat(1024 * 1024) } }));
    const tooBig = await upload(kari, big, 'big.json');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/larger than 1 MB/);
    const deep = await upload(
      kari,
      Buffer.from(`{"basics":${'['.repeat(10)}${']'.repeat(10)}}`),
      'deep.json',
    );
    expect(deep.statusCode).toBe(422);
    expect(deep.json().message).toMatch(/more than 10 levels deep/);
    const notResume = await upload(kari, Buffer.from('{"name":"package","version":"1.0.0"}'), 'package.json');
    expect(notResume.statusCode).toBe(422);
    expect(notResume.json().message).toMatch(/not a JSON Resume/);
    const wrongShape = await upload(kari, Buffer.from('{"basics":"me","work":{}}'), 'r.json');
    expect(wrongShape.json().message).toMatch(/not a JSON Resume/);
    const list = await upload(kari, Buffer.from(' [{"basics":{}}]'), 'r.json');
    expect(list.statusCode).toBe(422);
    expect(list.json().message).toMatch(/not a JSON Resume/);
    const broken = await upload(kari, Buffer.from('{"basics": {'), 'r.json');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/not valid JSON/);
  });
});

const csv = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n');

const linkedInZip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

describe('the LinkedIn data export', () => {
  it('reads its CV files by header name, quoted multi-line fields and all', async () => {
    const zip = linkedInZip({
      'Profile.csv': csv([
        ['First Name', 'Last Name', 'Maiden Name', 'Headline', 'Summary', 'Geo Location', 'Websites'],
        [
          'Per',
          'Hansen',
          '',
          'Data engineer',
          'I build data pipelines.\nAnd dashboards people use.',
          'Trondheim, Norway',
          '[PORTFOLIO:https://per.dev,COMPANY:www.kahoot.com,OTHER:github.com/perhansen]',
        ],
      ]),
      'Positions.csv': csv([
        ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
        [
          'Kahoot!',
          'Data Engineer',
          'Built pipelines, "fast" ones.\nAnd dashboards.',
          'Oslo',
          'Mar 2021',
          '',
        ],
        ['Telenor', 'Analyst', '', '', 'Aug 2017', 'Feb 2021'],
      ]),
      'Education.csv': csv([
        ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
        ['NTNU', 'Aug 2012', 'Jun 2017', 'Exchange in Delft', 'Master of Science', 'Choir'],
      ]),
      'Skills.csv': csv([['Name'], ['SQL'], ['Python']]),
      'Languages.csv': csv([
        ['Name', 'Proficiency'],
        ['Norwegian', 'Native or bilingual proficiency'],
        ['English', 'Full professional proficiency'],
        ['German', 'Professional working proficiency'],
        ['French', 'Limited working proficiency'],
        ['Spanish', 'Elementary proficiency'],
      ]),
      'Certifications.csv': csv([
        ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
        ['GCP Data Engineer', '', 'Google', 'Jan 2023', '', ''],
      ]),
      'messages.csv': csv([
        ['FROM', 'TO'],
        ['a', 'b'],
      ]),
      'Email Addresses.csv': csv([
        ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
        ['old@example.no', 'Yes', 'No', ''],
        ['per@example.no', 'Yes', 'Yes', ''],
      ]),
      'PhoneNumbers.csv': csv([
        ['Extension', 'Number', 'Type'],
        ['', '+47 400 00 000', 'Mobile'],
      ]),
    });
    const { auth: per } = await signedInUser(t);
    const response = await upload(per, zip, 'Basic_LinkedInDataExport.zip', 'application/zip');
    expect(response.statusCode).toBe(200);
    const { parsedJson, notice, engine } = response.json() as ExtractionResponse;
    expect({ notice, engine }).toEqual({ notice: null, engine: 'offline' });
    expect(parsedJson.profile).toEqual({
      firstName: 'Per',
      lastName: 'Hansen',
      email: 'per@example.no',
      phone: '+47 400 00 000',
      location: 'Trondheim, Norway',
      headline: 'Data engineer',
      summary: 'I build data pipelines.\nAnd dashboards people use.',
      links: [
        { label: 'per.dev', url: 'https://per.dev' },
        { label: 'kahoot.com', url: 'https://www.kahoot.com' },
        { label: 'GitHub', url: 'https://github.com/perhansen' },
      ],
    });
    expect(parsedJson.experiences).toEqual([
      {
        title: 'Data Engineer',
        company: 'Kahoot!',
        location: 'Oslo',
        employmentType: null,
        startDate: '2021-03',
        endDate: null,
        isCurrent: true,
        description: 'Built pipelines, "fast" ones.\nAnd dashboards.',
      },
      expect.objectContaining({
        company: 'Telenor',
        startDate: '2017-08',
        endDate: '2021-02',
        isCurrent: false,
      }),
    ]);
    expect(parsedJson.educations).toEqual([
      {
        school: 'NTNU',
        degree: 'Master of Science',
        field: null,
        startDate: '2012-08',
        endDate: '2017-06',
        grade: null,
        description: 'Exchange in Delft',
      },
    ]);
    expect(parsedJson.professional).toEqual(['SQL', 'Python']);
    expect(parsedJson.language.map((l) => l.level)).toEqual([5, 4, 3, 2, 1]);
    expect(parsedJson.certifications).toEqual([
      expect.objectContaining({ name: 'GCP Data Engineer', issuer: 'Google', issueDate: '2023-01' }),
    ]);
    expect((await call('GET', '/api/cv/experience', per)).json()).toEqual([]);
    expect((await call('GET', '/api/cv/skills/professional', per)).json()).toEqual({ skills: [] });
  });

  it('keeps the years of an education that gives only years', async () => {
    const zip = linkedInZip({
      'Education.csv': csv([
        ['School Name', 'Start Date', 'End Date'],
        ['UiB', '2010', '2013'],
      ]),
    });
    const { parsedJson, notice } = (await upload(kari, zip, 'export.zip')).json() as ExtractionResponse;
    expect(parsedJson.educations[0]).toMatchObject({ startDate: '2010', endDate: '2013' });
    expect(notice).toBeNull();
  });

  it('refuses a damaged ZIP, a ZIP bomb and a ZIP without LinkedIn files', async () => {
    const damaged = Buffer.from(linkedInZip({ 'Skills.csv': 'Name\nSQL\n' })).subarray(0, 60);
    const bad = await upload(kari, damaged, 'export.zip');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/damaged/);
    const bomb = zipSync({ 'Positions.csv': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    const bombed = await upload(kari, bomb, 'export.zip');
    expect(bombed.statusCode).toBe(422);
    expect(bombed.json().message).toMatch(/unpacks to far more data/);
    const other = await upload(
      kari,
      linkedInZip({ 'notes.txt': 'hello', 'Email Addresses.csv': 'Email Address\na@b.no' }),
      'export.zip',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/not a LinkedIn data export/);
  });
});
