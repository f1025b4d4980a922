import type { ParsedCv } from '@hirelane/contract/cv-import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  errorResponse,
  FetchBackedXhr,
  jsonResponse,
  stubFetch,
} from '../../../shared/testing/fake-fetch.ts';
import { chooseInFileInput } from '../../../shared/testing/file-input.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { SAVED_ONE_JOB_AND_SKILL, VOLUNTEER_MENTOR } from '../testing/import-fixtures.ts';
import { CvImportPage } from './cv-import-page.tsx';

const parsed: ParsedCv = {
  profile: {
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: '',
    phone: '+47 912 34 567',
    location: '',
    headline: '',
  },
  experiences: [
    {
      title: 'Senior Developer',
      company: 'Equinor',
      location: null,
      employmentType: null,
      startDate: '2020-01',
      endDate: null,
      isCurrent: true,
      description: null,
    },
    {
      title: 'Developer',
      company: 'Fjordkraft AS',
      location: null,
      employmentType: null,
      startDate: null,
      endDate: '2019-12',
      isCurrent: false,
      description: null,
    },
  ],
  educations: [],
  professional: ['TypeScript', 'SQL'],
  personal: [],
  language: [],
  certifications: [],
};
const nothing: ParsedCv = {
  ...parsed,
  profile: { ...parsed.profile, phone: '' },
  experiences: [],
  professional: [],
};

function stubImport() {
  const fetch = stubFetch();
  fetch.on('GET', '/cv/experience', () => jsonResponse(200, []));
  fetch.on('GET', '/cv/education', () => jsonResponse(200, []));
  fetch.on('GET', '/cv/certifications', () => jsonResponse(200, []));
  fetch.on('GET', '/cv/skills/professional', () => jsonResponse(200, { skills: ['sql'] }));
  fetch.on('GET', '/cv/skills/personal', () => jsonResponse(200, { skills: [] }));
  fetch.on('GET', '/cv/languages', () => jsonResponse(200, { languages: [] }));
  fetch.on('GET', '/jobs/application/profile', () =>
    jsonResponse(200, { headline: '', phone: '', email: '', location: '' }),
  );
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return fetch;
}

const pdf = () => new File(['%PDF-1.7 cv'], 'kari-cv.pdf', { type: 'application/pdf' });

function renderImport() {
  return renderRoutes(
    [
      { path: '/my-cv/import', element: <CvImportPage /> },
      { path: '/my-cv', element: <p>the CV</p> },
    ],
    '/my-cv/import',
  );
}

async function chooseFile(file: File) {
  await screen.findByRole('heading', { level: 1, name: 'Import from a CV file' });
  await chooseInFileInput(file);
}

startEachTestSignedIn();

describe('/my-cv/import', () => {
  it('refuses a file that is not a CV document or open format before uploading it', async () => {
    const fetch = stubImport();
    renderImport();
    await chooseFile(new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText(
        "Choose a PDF, a Word file (.docx), a JSON Resume (.json) or LinkedIn's data export (.zip).",
      ),
    ).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/openai/generate/cv/sections')).toHaveLength(0);
  });

  it.each([
    ['resume.json', 'application/json'],
    ['Basic_LinkedInDataExport.zip', 'application/zip'],
    ['Basic_LinkedInDataExport.zip', 'application/x-zip-compressed'],
    ['resume.json', ''],
  ])('uploads a JSON Resume or LinkedIn export (%s, type "%s") for review', async (name, type) => {
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, { parsedJson: parsed, engine: 'offline', notice: null }),
    );
    renderImport();
    await chooseFile(new File(['{"basics":{}}'], name, { type }));
    await waitFor(() => expect(fetch.callsTo('POST', '/cv/openai/generate/cv/sections')).toHaveLength(1));
  });

  it("returns to the upload with the server's reason when the file cannot be read", async () => {
    const fetch = stubImport();
    fetch.on(
      'POST',
      '/cv/openai/generate/cv/sections',
      () => errorResponse(422, 'FILE_UNREADABLE', 'This PDF is password-protected.'),
      () => jsonResponse(500),
    );
    renderImport();
    await chooseFile(pdf());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This PDF is password-protected.');
    expect(screen.getByRole('heading', { level: 1, name: 'Import from a CV file' })).toBeTruthy();

    await chooseFile(pdf());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to extract CV data'));
  });

  it('says so when the file holds no CV sections', async () => {
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, { parsedJson: nothing, engine: 'offline', notice: null }),
    );
    renderImport();
    await chooseFile(pdf());
    expect(await screen.findByText(/We could not find CV sections in this file/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try another file' }));
    expect(await screen.findByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  // First of the tests that save: the review's checks are not loaded yet, and here cannot be.
  it('keeps the review and sends nothing when its checks cannot load (the connection dropped)', async () => {
    vi.doMock('../model/import-checks.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    onTestFinished(() => {
      vi.doUnmock('../model/import-checks.ts');
    });
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, { parsedJson: parsed, engine: 'offline', notice: null }),
    );
    renderImport();
    await chooseFile(pdf());
    await userEvent.click(await screen.findByRole('button', { name: 'Save to my CV' }));
    expect(
      await screen.findByText(/could not check your answers because the connection failed/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Check what we found' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/general/bulk-data')).toHaveLength(0);
  });

  it('reviews, checks each ticked item, keeps the edits when saving fails, and goes to the CV after saving', async () => {
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, { parsedJson: parsed, engine: 'offline', notice: null }),
    );
    fetch.on(
      'POST',
      '/cv/general/bulk-data',
      () => jsonResponse(500),
      () => jsonResponse(200, SAVED_ONE_JOB_AND_SKILL),
    );
    const router = renderImport();
    await chooseFile(pdf());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check what we found' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const experience = await screen.findByRole('region', { name: 'Experience' });
    const skills = screen.getByRole('region', { name: 'Professional skills' });
    expect(within(skills).getByRole('checkbox', { name: 'Keep SQL' })).toHaveProperty('checked', false);
    expect(within(skills).getByText('Already on your CV')).toBeTruthy();
    const phone = screen.getByRole('checkbox', { name: 'Use this phone number on my profile' });
    expect(phone).toHaveProperty('checked', true);
    expect(screen.getByText('4 items selected')).toBeTruthy();

    // The second job has no start date: the contract's rule shows on it, and nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save to my CV' }));
    expect(await within(experience).findByText('Use a year like 2017 or a month like 2024-09')).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/general/bulk-data')).toHaveLength(0);

    await userEvent.click(within(experience).getByRole('checkbox', { name: /Developer · Fjordkraft AS/ }));
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Keep SQL' }));
    const typescript = within(skills).getByRole('textbox', { name: 'Edit TypeScript' });
    await userEvent.type(typescript, ' 5');
    await userEvent.click(screen.getByRole('button', { name: 'Save to my CV' }));

    // A failed save stays on the review with every change.
    expect(await screen.findByText('Failed to save CV data')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Check what we found' })).toBeTruthy();
    expect(within(skills).getByRole('checkbox', { name: 'Keep SQL' })).toHaveProperty('checked', true);
    expect(within(skills).getByDisplayValue('TypeScript 5')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save to my CV' }));
    // The CV is where the user lands, and the toast lists only what was added.
    expect(await screen.findByText('the CV')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-cv');
    expect(await screen.findByText('Added to your CV')).toBeTruthy();
    expect(
      screen.getByText('1 experience, 1 professional skill and your profile details added.'),
    ).toBeTruthy();
    const sent = fetch.callsTo('POST', '/cv/general/bulk-data');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({
      experiences: [
        {
          title: 'Senior Developer',
          company: 'Equinor',
          location: '',
          employmentType: null,
          startDate: '2020-01',
          endDate: null,
          isCurrent: true,
          description: '',
        },
      ],
      educations: [],
      certifications: [],
      professional: ['TypeScript 5', 'SQL'],
      personal: [],
      language: [],
      profile: { phone: '+47 912 34 567' },
    });
  });

  it("shows each entry's description to fix in place, and the chosen PDF beside the review", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const fetch = stubImport();
    const [job] = parsed.experiences;
    if (!job) throw new Error('the fixture has a job');
    // The reader joined the next entry's heading to this one's text.
    const joined = { ...job, description: 'Led a team of four.\nDeveloper – Fjordkraft AS' };
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, {
        parsedJson: { ...parsed, experiences: [joined] },
        engine: 'offline',
        notice: null,
      }),
    );
    fetch.on('POST', '/cv/general/bulk-data', () => jsonResponse(200, SAVED_ONE_JOB_AND_SKILL));
    renderImport();
    await chooseFile(pdf());

    const file = await screen.findByRole('region', { name: 'Your file' });
    expect(within(file).getByTitle('Your CV file: kari-cv.pdf')).toHaveProperty('src', 'blob:cv');
    const experience = screen.getByRole('region', { name: 'Experience' });
    const description = within(experience).getByRole('textbox', {
      name: 'Description: Senior Developer · Equinor',
    });
    expect(description).toHaveProperty('value', 'Led a team of four.\nDeveloper – Fjordkraft AS');
    await userEvent.clear(description);
    await userEvent.type(description, 'Led a team of four.');
    await userEvent.click(screen.getByRole('button', { name: 'Save to my CV' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/cv/general/bulk-data')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/cv/general/bulk-data')[0]?.body).toMatchObject({
      experiences: [{ title: 'Senior Developer', description: 'Led a team of four.' }],
    });
  });

  it("offers the CV's links, marks one the profile has, and sends the kept ones as edited", async () => {
    const fetch = stubImport();
    fetch.on('GET', '/jobs/application/profile', () =>
      jsonResponse(200, {
        headline: '',
        phone: '',
        email: '',
        location: '',
        links: [{ label: 'LinkedIn', url: 'https://linkedin.com/in/kari' }],
      }),
    );
    const links = [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/kari/' },
      { label: 'GitHub', url: 'https://github.com/kari' },
    ];
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, {
        // Only the job with a start: the other would stop the save at its check.
        parsedJson: {
          ...parsed,
          experiences: parsed.experiences.slice(0, 1),
          profile: { ...parsed.profile, links },
        },
        engine: 'offline',
        notice: null,
      }),
    );
    fetch.on('POST', '/cv/general/bulk-data', () => errorResponse(500, 'INTERNAL', 'Down'));
    renderImport();
    await chooseFile(pdf());

    const section = await screen.findByRole('region', { name: 'Links' });
    const linkedIn = within(section).getByRole('checkbox', { name: 'LinkedIn' });
    expect(linkedIn).toHaveProperty('checked', false);
    expect(within(linkedIn.closest('li') as HTMLElement).getByText('Already on your profile')).toBeTruthy();
    const github = within(section).getByRole('checkbox', { name: 'GitHub' });
    expect(github).toHaveProperty('checked', true);
    const url = within(github.closest('li') as HTMLElement).getByRole('textbox', { name: 'Address' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://github.com/kari-nordmann');
    await userEvent.click(screen.getByRole('button', { name: 'Save to my CV' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/cv/general/bulk-data')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/cv/general/bulk-data')[0]?.body).toMatchObject({
      profile: { links: [{ label: 'GitHub', url: 'https://github.com/kari-nordmann' }] },
    });
  });

  it('shows what fits no section as Other items to place or leave, and says which sections seem incomplete', async () => {
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, {
        // Only complete entries, so the save is sent as soon as the other item is ticked.
        parsedJson: { ...parsed, experiences: parsed.experiences.slice(0, 1) },
        engine: 'offline',
        notice: null,
        other: [VOLUNTEER_MENTOR, { section: 'References', text: 'Available on request.', experience: null }],
        warnings: [{ group: 'professional', found: 6, lines: 12 }],
      }),
    );
    fetch.on('POST', '/cv/general/bulk-data', () => errorResponse(500, 'INTERNAL', 'Down'));
    renderImport();
    await chooseFile(pdf());

    const warning = (await screen.findAllByRole('status')).find((el) =>
      el.textContent?.includes('Professional skills'),
    );
    expect(warning?.textContent).toContain('We read 6, but this part of your file seems to have 12.');
    const other = await screen.findByRole('region', { name: 'Other' });
    const mentor = within(other).getByRole('checkbox', {
      name: 'Add "Mentor, Girl Code Bergen Mar 2018 – Present" to my CV',
    });
    const references = within(other).getByRole('checkbox', { name: 'Add "Available on request." to my CV' });
    expect(mentor).toHaveProperty('checked', false);
    expect(references).toHaveProperty('checked', false);
    expect(within(mentor.closest('li') as HTMLElement).getByText('Volunteer work')).toBeTruthy();
    const place = within(mentor.closest('li') as HTMLElement).getByRole('combobox', { name: 'Add as' });
    expect(place).toHaveProperty('value', 'experiences');
    // A line that is not dated cannot become an experience.
    const referencesPlace = within(references.closest('li') as HTMLElement).getByRole('combobox', {
      name: 'Add as',
    });
    expect(within(referencesPlace).queryByRole('option', { name: 'An experience' })).toBeNull();

    await userEvent.click(mentor);
    await userEvent.click(screen.getByRole('button', { name: 'Save to my CV' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/cv/general/bulk-data')).toHaveLength(1));
    const body = fetch.callsTo('POST', '/cv/general/bulk-data')[0]?.body as { experiences: unknown[] };
    expect(body.experiences.at(-1)).toMatchObject({ title: 'Mentor', company: 'Girl Code Bergen' });
    expect(JSON.stringify(body)).not.toContain('Available on request');
  });

  it('says a Word file cannot be shown beside the review', async () => {
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () =>
      jsonResponse(200, { parsedJson: parsed, engine: 'offline', notice: null }),
    );
    renderImport();
    await chooseFile(
      new File(['PK'], 'kari-cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    const file = await screen.findByRole('region', { name: 'Your file' });
    expect(within(file).getByText(/Only PDF files can be shown here/)).toBeTruthy();
    expect(within(file).queryByTitle(/Your CV file/)).toBeNull();
  });

  it('cancels the reading and goes back to the upload', async () => {
    const fetch = stubImport();
    fetch.on('POST', '/cv/openai/generate/cv/sections', () => new Promise<Response>(() => {}));
    renderImport();
    await chooseFile(pdf());
    await screen.findByRole('heading', { level: 1, name: 'Reading your CV' });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import from a CV file' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
