import type { JobBoardResponse } from '@hirelane/contract/jobs';
import type { Video } from '@hirelane/contract/videos';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCreateJob } from '../features/jobs/api/create-job.ts';
import { boardOf, fullJob, summary } from '../features/jobs/testing/job-fixtures.ts';
import { useJobChoices } from '../features/letters/api/templates.ts';
import { VideoChoice } from '../features/sharing/components/video-choice.tsx';
import { useDeleteVideo, useRenameVideo } from '../features/videos/api/videos.ts';
import { jsonResponse, stubFetch } from '../shared/testing/fake-fetch.ts';
import { createTestQueryClient, TestProviders } from '../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../shared/testing/test-i18n.ts';
import { testVideo } from '../shared/testing/video.ts';

// Two features that read the same server resource read one cache (shared/resources): a change made
// in the feature that owns it shows in the other at once, without reading it again.

const video = (id: string, name: string): Video => testVideo(id, name);

startEachTestSignedIn();

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return { queryClient, wrapper };
}

const choiceNames = () =>
  within(screen.getByRole('combobox', { name: 'Video' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the sharing form's video choice and the videos page", () => {
  it('shows a video renamed or deleted on the videos page at once', async () => {
    let server = [video('v1', 'My introduction'), video('v2', 'Second take')];
    const fetch = stubFetch();
    fetch.on('GET', '/video/manage', () => jsonResponse(200, server));
    fetch.on('PUT', '/video/manage/v1/name', () => {
      server = server.map((each) => (each.id === 'v1' ? { ...each, name: 'Hello' } : each));
      return jsonResponse(200, server[0]);
    });
    fetch.on('DELETE', '/video/manage/v2', () => {
      server = server.filter((each) => each.id !== 'v2');
      return new Response(null, { status: 204 });
    });
    const { queryClient, wrapper } = setup();
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <VideoChoice value={null} onChange={() => undefined} />
        </MemoryRouter>
      </TestProviders>,
    );
    await waitFor(() => expect(choiceNames()).toEqual(['No video', 'My introduction', 'Second take']));

    const { result } = renderHook(() => ({ rename: useRenameVideo(), remove: useDeleteVideo() }), {
      wrapper,
    });
    await act(() => result.current.rename.mutateAsync({ id: 'v1', input: { name: 'Hello' } }));
    await waitFor(() => expect(choiceNames()).toEqual(['No video', 'Hello', 'Second take']));
    expect(fetch.callsTo('GET', '/video/manage')).toHaveLength(1);

    await act(() => result.current.remove.mutateAsync('v2'));
    await waitFor(() => expect(choiceNames()).toEqual(['No video', 'Hello']));
  });
});

describe("the letter's job choices and the board", () => {
  it('offers a job created on the board at once', async () => {
    let server: JobBoardResponse = boardOf({ saved: { normal: ['a'] } });
    const fetch = stubFetch();
    fetch.on('GET', '/jobs', () => jsonResponse(200, server));
    const created = fullJob('b', { position: 'Nurse', company: 'Oslo kommune' });
    fetch.on('POST', '/jobs', () => {
      const board = boardOf({ saved: { normal: ['a'] } });
      server = { ...board, saved: { pinned: [], normal: [summary('b', created), ...board.saved.normal] } };
      return jsonResponse(201, created);
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ choices: useJobChoices(), create: useCreateJob() }), { wrapper });
    await waitFor(() => expect(result.current.choices.data?.map((job) => job.jobId)).toEqual(['a']));

    await act(() =>
      result.current.create.mutateAsync({ input: { position: 'Nurse', company: 'Oslo kommune' } }),
    );
    await waitFor(() =>
      expect(result.current.choices.data).toContainEqual({
        jobId: 'b',
        position: 'Nurse',
        company: 'Oslo kommune',
      }),
    );
  });
});
