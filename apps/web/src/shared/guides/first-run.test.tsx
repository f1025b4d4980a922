import type { FirstRunState, FirstRunStep } from '@hirelane/contract/guides';
import { Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { http } from '../http/http.ts';
import { jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { firstRunAnswer } from '../testing/first-run-answer.ts';
import { renderRoutes } from '../testing/render.tsx';
import { startEachTestSignedIn } from '../testing/test-i18n.ts';
import { FirstRunMenuItem } from './first-run-menu-item.tsx';
import { FirstRunEntrySlot, FirstRunSlot } from './hint-slot.tsx';

/** A job saved by some screen: any change the path does not know of. */
function SaveJob() {
  const save = useMutation({ mutationFn: () => http.post('/jobs', {}) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save a job
    </button>
  );
}

function Shell() {
  return (
    <>
      <FirstRunEntrySlot />
      <Menu opened>
        <Menu.Target>
          <button type="button">Account</button>
        </Menu.Target>
        <Menu.Dropdown>
          <FirstRunMenuItem />
        </Menu.Dropdown>
      </Menu>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Shell />,
    children: [
      {
        path: '/',
        element: (
          <>
            <FirstRunSlot screen="board" fallback={<p>Save the first job you want to apply for</p>} />
            <SaveJob />
          </>
        ),
      },
      { path: '/my-cv', element: <FirstRunSlot screen="cv" /> },
      { path: '/my-cv/import', element: <p>Import review</p> },
    ],
  },
];

/** The server's path: `state` and `done`, changed by the calls as the server changes it. */
function stubPath(state: FirstRunState, done: FirstRunStep[] = []) {
  const fetch = stubFetch();
  let answer = firstRunAnswer(state, done);
  fetch.on('GET', '/guides', () => jsonResponse(200, answer));
  fetch.on('PUT', '/guides/first-run', ({ body }) => {
    answer = { ...answer, state: (body as { state: FirstRunState }).state };
    return jsonResponse(200, answer);
  });
  fetch.on('PUT', '/guides/first-run/done', ({ body }) => {
    const step = (body as { step: FirstRunStep }).step;
    answer = { ...answer, steps: answer.steps.map((s) => (s.step === step ? { ...s, done: true } : s)) };
    return jsonResponse(200, answer);
  });
  fetch.on('POST', '/jobs', () => {
    answer = firstRunAnswer(answer.state, ['addJob']);
    return jsonResponse(201, {});
  });
  return fetch;
}

const entry = (done: number) =>
  screen.findByRole('button', { name: `Getting started · ${done} of 6 steps done: show the next step` });

startEachTestSignedIn();

describe('the first-run path', () => {
  it("shows the next step's hint on its own screen only, and the entry leads there", async () => {
    stubPath('on', ['addJob']);
    const router = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Move it along the board' })).toBeTruthy();
    expect(screen.getByText('Getting started · step 2 of 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /steps done/ })).toBeNull();
    expect(screen.queryByText('Save the first job you want to apply for')).toBeNull();

    await router.navigate('/my-cv');
    await userEvent.click(await entry(1));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Move it along the board' })).toBeTruthy();
  });

  it('never shows a hint over a drawer or dialog, nor on a screen it does not belong to', async () => {
    stubPath('on');
    const router = renderRoutes(routes, '/?drawer=create');
    expect(await entry(0)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Save your first job' })).toBeNull();
    await router.navigate('/my-cv/import');
    expect(await entry(0)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Save your first job' })).toBeNull();
  });

  it('marks a step done, tells the server and moves the focus to the next step', async () => {
    const fetch = stubPath('on');
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Save your first job' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a job' }).getAttribute('href')).toBe('/?drawer=create');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    const next = await screen.findByRole('heading', { name: 'Move it along the board' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(fetch.callsTo('PUT', '/guides/first-run/done').map((call) => call.body)).toEqual([
      { step: 'addJob' },
    ]);
  });

  it('counts a step done when the user does it on the screen', async () => {
    const fetch = stubPath('on');
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Save your first job' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save a job' }));
    expect(await screen.findByRole('heading', { name: 'Move it along the board' })).toBeTruthy();
    expect(fetch.callsTo('GET', '/guides')).toHaveLength(2);
  });

  it('is left for later with "Not now", and the entry resumes it', async () => {
    const fetch = stubPath('on');
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Save your first job' })).toBeNull();
    // The screen's own start shows instead, one box at a time.
    expect(screen.getByText('Save the first job you want to apply for')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/guides/first-run').map((call) => call.body)).toEqual([{ state: 'later' }]);
    // The keyboard goes on from the way back.
    const back = await entry(0);
    await waitFor(() => expect(document.activeElement).toBe(back));

    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Save your first job' })).toBeTruthy();
    expect(fetch.callsTo('PUT', '/guides/first-run').map((call) => call.body)).toEqual([
      { state: 'later' },
      { state: 'on' },
    ]);
  });

  it('turned off, shows nothing but the account menu item that turns it on again', async () => {
    const fetch = stubPath('off', ['addJob', 'moveJob']);
    const router = renderRoutes(routes, '/my-cv');
    const resume = await screen.findByRole('menuitem', { name: 'Resume getting started (2 of 6)' });
    expect(screen.queryByRole('button', { name: /steps done/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Build or import your CV' })).toBeNull();
    await userEvent.click(resume);
    expect(await screen.findByRole('heading', { name: 'Build or import your CV' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-cv');
    expect(fetch.callsTo('PUT', '/guides/first-run').map((call) => call.body)).toEqual([{ state: 'on' }]);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Turn off getting started' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Build or import your CV' })).toBeNull(),
    );
  });

  it('shows nothing once every step is done', async () => {
    stubPath('on', ['addJob', 'moveJob', 'buildCv', 'pickDesign', 'tailorCv', 'shareCv']);
    renderRoutes(routes, '/');
    expect(await screen.findByText('Save the first job you want to apply for')).toBeTruthy();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(screen.queryByRole('button', { name: /steps done/ })).toBeNull();
  });
});
