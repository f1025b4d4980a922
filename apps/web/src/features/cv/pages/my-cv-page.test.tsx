import type { Experience } from '@hirelane/contract/cv';
import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { firstRunAnswer } from '../../../shared/testing/first-run-answer.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { MyCvPage } from './my-cv-page.tsx';

/** An experience entry as the form sends it; `job` is the saved one. */
const jobInput: Omit<Experience, 'userExperienceId'> = {
  title: 'Product designer',
  company: 'Nordlys Energi',
  location: 'Bergen',
  employmentType: 'full-time',
  startDate: '2021-03',
  endDate: null,
  isCurrent: true,
  description: null,
};
const job: Experience = { userExperienceId: 'e1', ...jobInput };

/** Every CV list answers; `overrides` replace single answers ("GET /cv/education" → reply). */
function stubCv(overrides: Record<string, () => Response> = {}) {
  const fetch = stubFetch();
  const answers: Record<string, () => Response> = {
    'GET /cv/experience': () => jsonResponse(200, []),
    'GET /cv/education': () => jsonResponse(200, []),
    'GET /cv/certifications': () => jsonResponse(200, []),
    'GET /cv/skills/professional': () => jsonResponse(200, { skills: [] }),
    'GET /cv/skills/personal': () => jsonResponse(200, { skills: [] }),
    'GET /cv/languages': () => jsonResponse(200, { languages: [] }),
    'GET /cv/endorsement/requests': () => jsonResponse(200, []),
    'GET /cv/endorsement': () => jsonResponse(200, []),
    'GET /guides': () => jsonResponse(200, firstRunAnswer('off')),
    'GET /cv/design': () => jsonResponse(200, defaultCvDesignSettings('en')),
    'GET /jobs/application/profile': () => errorResponse(404, 'NOT_FOUND', 'No profile'),
    ...overrides,
  };
  for (const [route, reply] of Object.entries(answers)) {
    const [method = 'GET', path = '/'] = route.split(' ');
    fetch.on(method, path, reply);
  }
  return fetch;
}

function renderCv(path = '/my-cv') {
  return renderRoutes([{ path: '/my-cv', element: <MyCvPage /> }], path);
}

startEachTestSignedIn();

describe('/my-cv', () => {
  it('shows the sections in the fixed order, each inviting its first entry', async () => {
    stubCv();
    renderCv();
    expect(
      await screen.findByText('List the jobs you have had: it is the first thing employers read.'),
    ).toBeTruthy();
    // The builder's sections (the live preview beside them has headings of its own).
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !heading.closest('#cv-preview'))
      .map((heading) => heading.textContent)
      .filter((text) => text !== null);
    expect(headings).toEqual([
      'Experience',
      'Education',
      'Professional skills',
      'Personal skills',
      'Languages',
      'Certifications',
      'Endorsements',
    ]);
    expect(screen.getByRole('button', { name: 'Request an endorsement' })).toBeTruthy();
    expect(await screen.findByText(/Your CV is empty so far/)).toBeTruthy();
  });

  it('checks a new experience with the contract schema and words the problems plainly', async () => {
    const fetch = stubCv();
    const router = renderCv();
    await userEvent.click(await screen.findByRole('button', { name: 'Add your first job' }));
    expect(router.state.location.search).toBe('?edit=experience&entry=new');
    const dialog = await screen.findByRole('dialog', { name: 'Add experience' });
    // The form loads when its dialog first opens.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the job title')).toBeTruthy();
    expect(within(dialog).getByText('Enter the company')).toBeTruthy();
    expect(within(dialog).getByText('Choose the start year')).toBeTruthy();
    expect(within(dialog).getByText('Choose when it ended, or tick “I work here now”')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('I work here now'));
    await waitFor(() => expect(within(dialog).queryByText(/Choose when it ended/)).toBeNull());
    expect(fetch.callsTo('POST', '/cv/experience')).toHaveLength(0);
  });

  it('opens an entry for editing from the URL and saves it whole', async () => {
    const fetch = stubCv({
      'GET /cv/experience': () => jsonResponse(200, [job]),
      'PUT /cv/experience/e1': () => jsonResponse(200, { ...job, title: 'Lead designer' }),
    });
    const router = renderCv('/my-cv?edit=experience&entry=e1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit experience' });
    const title = await within(dialog).findByLabelText(/Job title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead designer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetch.callsTo('PUT', '/cv/experience/e1')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/cv/experience/e1')[0]?.body).toEqual({
      ...jobInput,
      title: 'Lead designer',
    });
    expect(await screen.findByText('Experience saved')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'Failed to load education' in the section, and loads it again on request", async () => {
    const fetch = stubCv({ 'GET /cv/education': () => new Response('down', { status: 502 }) });
    renderCv();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Failed to load education')).toBeTruthy();
    fetch.on('GET', '/cv/education', () => jsonResponse(200, []));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Add the schools and courses that brought you here.')).toBeTruthy();
  });

  it('downloads the CV as a JSON Resume', async () => {
    const fetch = stubCv({
      'GET /cv/export/json-resume': () =>
        new Response('{"basics":{}}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="kari-nordmann-resume.json"',
          },
        }),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCv();
    await userEvent.click(await screen.findByRole('button', { name: 'Download as JSON Resume' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(fetch.callsTo('GET', '/cv/export/json-resume')).toHaveLength(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('kari-nordmann-resume.json');
    created.mockRestore();
    clicked.mockRestore();
  });
});
