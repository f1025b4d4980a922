import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { createTestQueryClient, TestProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { moveJob as applyMove } from '../model/board.ts';
import { boardOf, fullJob, idsOf } from '../testing/job-fixtures.ts';
import { useJobBoard } from './job-board.ts';
import { jobKeys } from './job-keys.ts';
import { useMoveJob } from './move-job.ts';

beforeAll(() => setupTestI18n('en'));

const start = boardOf({ saved: { pinned: ['p'], normal: ['a', 'b'] }, applied: { normal: ['c'] } });

function setup(server: { board: JobBoardResponse }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(jobKeys.board, start);
  const fetch = stubFetch();
  fetch.on('GET', '/jobs', () => jsonResponse(200, server.board));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  // The board is on screen (an observer), so settling re-reads it.
  const { result } = renderHook(() => ({ move: useMoveJob(), board: useJobBoard() }), { wrapper });
  const cached = () => idsOf(queryClient.getQueryData<JobBoardResponse>(jobKeys.board) ?? start);
  return { fetch, result, cached, queryClient };
}

describe('moving a card (useMoveJob)', () => {
  it('shows the move at once, sends lane and index, then settles from the server', async () => {
    const server = { board: applyMove(start, 'b', 'applied', 0) };
    const { fetch, result, cached } = setup(server);
    let answer: (response: Response) => void = () => undefined;
    fetch.on('PUT', '/jobs/b/status', () => new Promise<Response>((resolve) => (answer = resolve)));

    act(() => result.current.move.mutate({ jobId: 'b', toStatus: 'applied', toSortIndex: 0 }));
    await waitFor(() => expect(cached()['applied:normal']).toEqual(['b', 'c']));
    expect(cached()['saved:normal']).toEqual(['a']);
    expect(fetch.callsTo('PUT', '/jobs/b/status')[0]?.body).toEqual({ toStatus: 'applied', toSortIndex: 0 });
    const readsBefore = fetch.callsTo('GET', '/jobs').length;

    answer(jsonResponse(200, fullJob('b', { status: 'applied' })));
    await waitFor(() => expect(fetch.callsTo('GET', '/jobs').length).toBe(readsBefore + 1));
    expect(cached()['applied:normal']).toEqual(['b', 'c']);
  });

  it("rolls back and says 'Failed to update job board move' when the server gives no reason", async () => {
    const { fetch, result, cached } = setup({ board: start });
    fetch.on('PUT', '/jobs/a/status', () => new Response('<html>oops</html>', { status: 502 }));
    act(() => result.current.move.mutate({ jobId: 'a', toStatus: 'hired', toSortIndex: 0 }));
    expect(await screen.findByText('Failed to update job board move')).toBeTruthy();
    expect(cached()).toEqual(idsOf(start));
  });

  it("shows the server's message when it sent one", async () => {
    const { fetch, result, cached } = setup({ board: start });
    fetch.on('PUT', '/jobs/a/status', () =>
      errorResponse(404, 'NOT_FOUND', 'That job is no longer on your board'),
    );
    act(() => result.current.move.mutate({ jobId: 'a', toStatus: 'hired', toSortIndex: 0 }));
    expect(await screen.findByText('That job is no longer on your board')).toBeTruthy();
    expect(cached()).toEqual(idsOf(start));
  });

  it('sends quick moves one after another and re-reads the board only after the last', async () => {
    const server = { board: start };
    const { fetch, result, cached } = setup(server);
    const answers: ((response: Response) => void)[] = [];
    const pending = () => new Promise<Response>((resolve) => answers.push(resolve));
    fetch.on('PUT', '/jobs/a/status', pending);
    fetch.on('PUT', '/jobs/b/status', pending);
    const readsBefore = fetch.callsTo('GET', '/jobs').length;

    act(() => result.current.move.mutate({ jobId: 'a', toStatus: 'applied', toSortIndex: 0 }));
    act(() => result.current.move.mutate({ jobId: 'b', toStatus: 'applied', toSortIndex: 1 }));
    await waitFor(() => expect(cached()['applied:normal']).toEqual(['a', 'b', 'c']));
    // The second waits for the first: the server gets them in the order they were made.
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/jobs/b/status')).toHaveLength(0);

    answers[0]?.(jsonResponse(200, fullJob('a', { status: 'applied' })));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(fetch.callsTo('GET', '/jobs').length).toBe(readsBefore);
    expect(cached()['applied:normal']).toEqual(['a', 'b', 'c']);

    server.board = applyMove(applyMove(start, 'a', 'applied', 0), 'b', 'applied', 1);
    answers[1]?.(jsonResponse(200, fullJob('b', { status: 'applied' })));
    await waitFor(() => expect(fetch.callsTo('GET', '/jobs').length).toBe(readsBefore + 1));
    expect(cached()['applied:normal']).toEqual(['a', 'b', 'c']);
  });
});
