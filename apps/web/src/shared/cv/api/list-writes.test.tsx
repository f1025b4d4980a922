import type { SkillsResponse } from '@hirelane/contract/cv';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitingMark } from '../../offline/waiting-mark.tsx';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fake-fetch.ts';
import { createTestQueryClient, TestProviders } from '../../testing/render.tsx';
import { startEachTestSignedIn } from '../../testing/test-i18n.ts';
import { cvKeys } from './cv-keys.ts';
import { useSaveList } from './list-writes.ts';
import { skillsOptions, skillsWrites } from './skills.ts';

startEachTestSignedIn('en');
afterEach(() => onlineManager.setOnline(true));

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<SkillsResponse>(cvKeys.skills('professional'), { skills: ['Espresso'] });
  const fetch = stubFetch();
  fetch.on('GET', '/cv/skills/professional', () => jsonResponse(200, { skills: ['Espresso'] }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>
      {children}
      <WaitingMark id={skillsWrites('professional').entryId} />
    </TestProviders>
  );
  const { result } = renderHook(
    () => ({
      save: useSaveList(skillsWrites('professional')),
      list: useQuery(skillsOptions('professional')),
    }),
    { wrapper },
  );
  return { fetch, result };
}

const entryId = skillsWrites('professional').entryId;

describe('a skills list saved offline', () => {
  it('shows at once, waits to sync, and is sent when the network returns', async () => {
    const { fetch, result } = setup();
    fetch.on('PUT', '/cv/skills/professional', ({ body }) => jsonResponse(200, body));
    onlineManager.setOnline(false);
    act(() => result.current.save.mutate({ entryId, input: { skills: ['Espresso', 'Latte art'] } }));
    await waitFor(() => expect(result.current.list.data).toEqual(['Espresso', 'Latte art']));
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/cv/skills/professional')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Professional skills saved')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/cv/skills/professional')[0]?.body).toEqual({
      skills: ['Espresso', 'Latte art'],
    });
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
  });

  it('names the list when the server refuses it once sent, and reads it again', async () => {
    const { fetch, result } = setup();
    fetch.on('PUT', '/cv/skills/professional', () => errorResponse(409, 'CONFLICT', 'Conflict'));
    onlineManager.setOnline(false);
    act(() => result.current.save.mutate({ entryId, input: { skills: [] } }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    act(() => onlineManager.setOnline(true));
    expect(
      await screen.findByText(
        'Could not save “Professional skills” on your CV: it was changed on another device.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(result.current.list.data).toEqual(['Espresso']));
  });
});
