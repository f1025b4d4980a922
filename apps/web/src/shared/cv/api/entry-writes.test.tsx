import type { Experience } from '@hirelane/contract/cv';
import { dehydrate, hydrate, onlineManager, type QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitingMark } from '../../offline/waiting-mark.tsx';
import { isUnsavedId } from '../../offline/write-queue.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fake-fetch.ts';
import { createTestQueryClient, TestProviders } from '../../testing/render.tsx';
import { startEachTestSignedIn } from '../../testing/test-i18n.ts';
import { cvKeys } from './cv-keys.ts';
import { setCvWriteDefaults } from './cv-writes.ts';
import { experienceApi } from './experience.ts';
import { useRemoveSectionEntry, useSaveSectionEntry } from './section-api.ts';

startEachTestSignedIn('en');
afterEach(() => onlineManager.setOnline(true));

/** A current job at `company`, as typed in the form: started in `startDate`. */
const input = (title: string, company: string, startDate = '2024-09') => ({
  title,
  company,
  location: null,
  employmentType: null,
  startDate,
  endDate: null,
  isCurrent: true,
  description: null,
});
/** A saved current job, started in January 2020. */
const entry = (id: string, title: string, company: string): Experience => ({
  userExperienceId: id,
  ...input(title, company, '2020-01'),
});
const barista = entry('e1', 'Barista', 'Kaffebrenneriet');
const cook = entry('e2', 'Cook', 'Fjord');

function setup(list: Experience[] = [barista, cook]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cvKeys.experience, list);
  const fetch = stubFetch();
  const server = { list };
  fetch.on('GET', '/cv/experience', () => jsonResponse(200, server.list));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  // The list is on screen (an observer), so settling re-reads it.
  const { result } = renderHook(
    () => ({
      save: useSaveSectionEntry(experienceApi),
      remove: useRemoveSectionEntry(experienceApi),
      list: useQuery(experienceApi.listOptions()),
    }),
    { wrapper },
  );
  const cached = () => queryClient.getQueryData<Experience[]>(cvKeys.experience) ?? [];
  const titles = () => cached().map((shown) => shown.title);
  return { queryClient, fetch, server, result, cached, titles };
}

const held = () => {
  let answer: (response: Response) => void = () => undefined;
  const reply = () => new Promise<Response>((resolve) => (answer = resolve));
  return { reply, answer: (response: Response) => answer(response) };
};

describe('a change to a CV entry', () => {
  it('shows an edit in the cached list at once, then says it is saved and re-reads the list', async () => {
    const { fetch, server, result, titles } = setup();
    const put = held();
    fetch.on('PUT', '/cv/experience/e1', put.reply);
    act(() => result.current.save.mutate({ entryId: 'e1', input: input('Head barista', 'Kaffebrenneriet') }));
    await waitFor(() => expect(titles()).toEqual(['Head barista', 'Cook']));
    const reads = fetch.callsTo('GET', '/cv/experience').length;

    server.list = [{ ...barista, title: 'Head barista' }, cook];
    put.answer(jsonResponse(200, server.list[0]));
    expect(await screen.findByText('Experience saved')).toBeTruthy();
    await waitFor(() => expect(fetch.callsTo('GET', '/cv/experience').length).toBe(reads + 1));
    expect(titles()).toEqual(['Head barista', 'Cook']);
  });

  it('takes a deleted entry off the list at once, and puts it back when the server refuses online', async () => {
    const { fetch, result, titles } = setup();
    const del = held();
    fetch.on('DELETE', '/cv/experience/e2', del.reply);
    act(() => result.current.remove.mutate({ entryId: 'e2' }));
    await waitFor(() => expect(titles()).toEqual(['Barista']));

    del.answer(new Response('<html>oops</html>', { status: 502 }));
    expect(await screen.findByText('Failed to delete experience')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Barista', 'Cook']));
  });

  it('adds an entry made offline at once with an unsaved id, waiting; the server’s takes its place', async () => {
    const { fetch, server, queryClient, result, cached } = setup();
    const created = entry('e3', 'Waiter', 'Fjord');
    fetch.on('POST', '/cv/experience', () => jsonResponse(201, created));
    onlineManager.setOnline(false);
    act(() => result.current.save.mutate({ entryId: null, input: input('Waiter', 'Fjord') }));
    await waitFor(() => expect(cached()).toHaveLength(3));
    const draft = cached()[0] as Experience;
    expect(draft.title).toBe('Waiter');
    expect(isUnsavedId(draft.userExperienceId)).toBe(true);
    render(
      <TestProviders queryClient={queryClient}>
        <WaitingMark id={draft.userExperienceId} />
      </TestProviders>,
    );
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    expect(fetch.callsTo('POST', '/cv/experience')).toHaveLength(0);

    server.list = [created, barista, cook];
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(cached().map((shown) => shown.userExperienceId)).toEqual(['e3', 'e1', 'e2']));
    expect(fetch.callsTo('POST', '/cv/experience')[0]?.body).toMatchObject({
      title: 'Waiter',
      company: 'Fjord',
    });
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
  });

  it('refuses an edit of an entry that waits to be saved, naming it', async () => {
    const { result } = setup();
    onlineManager.setOnline(false);
    act(() => result.current.save.mutate({ entryId: null, input: input('Waiter', 'Fjord') }));
    act(() => result.current.save.mutate({ entryId: 'unsaved-1', input: input('Waiter', 'Fjord') }));
    expect(
      await screen.findByText(
        '“Waiter at Fjord” is waiting to be saved: it can be changed once it is synced.',
      ),
    ).toBeTruthy();
  });

  it('names the entry and why when the server refuses a change that waited offline', async () => {
    const { fetch, result, titles } = setup();
    fetch.on('PUT', '/cv/experience/e1', () => errorResponse(404, 'NOT_FOUND', 'Not found'));
    onlineManager.setOnline(false);
    act(() => result.current.save.mutate({ entryId: 'e1', input: input('Head barista', 'Kaffebrenneriet') }));
    await waitFor(() => expect(titles()).toEqual(['Head barista', 'Cook']));

    act(() => onlineManager.setOnline(true));
    expect(
      await screen.findByText(
        'Could not save “Head barista at Kaffebrenneriet” on your CV: it was deleted on another device.',
      ),
    ).toBeTruthy();
    // The list is read again from the server; nothing else is lost.
    await waitFor(() => expect(titles()).toEqual(['Barista', 'Cook']));
  });
});

describe('a CV entry change made offline', () => {
  it('is kept through a reload and sent, in order, when the network returns', async () => {
    const fetch = stubFetch();
    const sent: string[] = [];
    fetch.on('DELETE', '/cv/experience/e2', () => {
      sent.push('delete e2');
      return jsonResponse(200, { message: 'Deleted' });
    });
    fetch.on('PUT', '/cv/experience/e1', ({ body }) => {
      sent.push('put e1');
      return jsonResponse(200, { ...barista, ...(body as object) });
    });
    fetch.on('GET', '/cv/experience', () => jsonResponse(200, [{ ...barista, title: 'Head barista' }]));

    const before = createTestQueryClient();
    before.mount();
    setCvWriteDefaults(before);
    before.setQueryData(cvKeys.experience, [barista, cook]);
    onlineManager.setOnline(false);
    const run = (client: QueryClient, key: readonly string[], variables: unknown) =>
      void client
        .getMutationCache()
        .build(client, { mutationKey: key })
        .execute(variables)
        .catch(() => undefined);
    run(before, experienceApi.writeKeys.remove, { entryId: 'e2' });
    run(before, experienceApi.writeKeys.save, {
      entryId: 'e1',
      input: input('Head barista', 'Kaffebrenneriet'),
    });
    await waitFor(() =>
      expect(
        before
          .getMutationCache()
          .getAll()
          .every((m) => m.state.isPaused),
      ).toBe(true),
    );
    const kept = JSON.parse(JSON.stringify(dehydrate(before)));
    before.unmount();
    expect(kept.mutations).toHaveLength(2);
    expect(sent).toEqual([]);

    // A new tab: the kept changes find their functions by key and run in the order they were made.
    const after = createTestQueryClient();
    after.mount();
    setCvWriteDefaults(after);
    hydrate(after, kept);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await waitFor(() => expect(sent).toEqual(['delete e2', 'put e1']));
    after.unmount();
  });
});
