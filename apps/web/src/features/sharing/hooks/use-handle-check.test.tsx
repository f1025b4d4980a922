import { renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { elapse, fakeTimersInEachTest } from '../../../shared/testing/fake-timers.ts';
import { TestProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import type { HandleCheck } from './use-handle-check.ts';
import { HANDLE_CHECK_DELAY_MS, useHandleCheck } from './use-handle-check.ts';

const VERIFY = '/cv/public-profile/verify/';
const verifyCalls = (fake: ReturnType<typeof stubFetch>) =>
  fake.calls.filter((call) => call.url.startsWith(`/api${VERIFY}`)).map((call) => call.url);

type Props = { handle: string; savedHandle: string | null };

function renderCheck(initial: Props) {
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;
  return renderHook(({ handle, savedHandle }: Props) => useHandleCheck(handle, { savedHandle }), {
    initialProps: initial,
    wrapper,
  });
}

beforeAll(() => setupTestI18n('en'));
fakeTimersInEachTest(false);

describe('useHandleCheck', () => {
  it('asks the server once typing pauses, for the last handle only', async () => {
    const fake = stubFetch();
    fake.on('GET', `${VERIFY}?handler=karin`, () => jsonResponse(200, { handlerAvailable: true }));
    const { result, rerender } = renderCheck({ handle: '', savedHandle: null });
    expect(result.current).toEqual<HandleCheck>({ status: 'empty' });

    rerender({ handle: 'kar', savedHandle: null });
    expect(result.current).toEqual<HandleCheck>({ status: 'checking' });
    await elapse(HANDLE_CHECK_DELAY_MS - 100);
    rerender({ handle: 'kari', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS - 100);
    rerender({ handle: 'Karin', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS - 100);
    expect(verifyCalls(fake)).toEqual([]);
    expect(result.current.status).toBe('checking');

    await elapse(100);
    await elapse(0);
    expect(verifyCalls(fake)).toEqual([`/api${VERIFY}?handler=karin`]);
    expect(result.current).toEqual<HandleCheck>({ status: 'available' });
  });

  it("shows the server's reason when the handle cannot be had", async () => {
    const fake = stubFetch();
    fake.on('GET', `${VERIFY}?handler=taken`, () =>
      jsonResponse(200, { handlerAvailable: false, reason: 'This handle is taken' }),
    );
    const { result } = renderCheck({ handle: 'taken', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS);
    await elapse(0);
    expect(result.current).toEqual<HandleCheck>({ status: 'unavailable', reason: 'This handle is taken' });
  });

  it('knows the rules without a call, and the saved handle is yours', async () => {
    const fake = stubFetch();
    const { result, rerender } = renderCheck({ handle: '', savedHandle: 'kari' });
    expect(result.current).toEqual<HandleCheck>({ status: 'empty' });
    rerender({ handle: 'ka', savedHandle: 'kari' });
    expect(result.current).toEqual<HandleCheck>({ status: 'invalid', problem: 'tooShort' });
    rerender({ handle: 'kari nordmann', savedHandle: 'kari' });
    expect(result.current).toEqual<HandleCheck>({ status: 'invalid', problem: 'characters' });
    rerender({ handle: 'admin', savedHandle: 'kari' });
    expect(result.current).toEqual<HandleCheck>({ status: 'invalid', problem: 'reserved' });
    rerender({ handle: 'Kari', savedHandle: 'kari' });
    expect(result.current).toEqual<HandleCheck>({ status: 'current' });
    await elapse(HANDLE_CHECK_DELAY_MS * 2);
    expect(verifyCalls(fake)).toEqual([]);
  });

  it('remembers answers: going back to a checked handle asks nothing', async () => {
    const fake = stubFetch();
    fake.on('GET', `${VERIFY}?handler=kari`, () => jsonResponse(200, { handlerAvailable: true }));
    fake.on('GET', `${VERIFY}?handler=kari2`, () => jsonResponse(200, { handlerAvailable: true }));
    const { result, rerender } = renderCheck({ handle: 'kari', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS);
    await elapse(0);
    rerender({ handle: 'kari2', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS);
    await elapse(0);
    rerender({ handle: 'kari', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS);
    await elapse(0);
    expect(result.current.status).toBe('available');
    expect(verifyCalls(fake)).toEqual([`/api${VERIFY}?handler=kari`, `/api${VERIFY}?handler=kari2`]);
  });

  it("says 'Failed to verify public profile handler' when the check fails", async () => {
    const fake = stubFetch();
    fake.on('GET', `${VERIFY}?handler=kari`, () => new Response('oops', { status: 500 }));
    const { result } = renderCheck({ handle: 'kari', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS);
    await elapse(0);
    expect(result.current).toEqual<HandleCheck>({ status: 'failed' });
    await elapse(100);
    expect(screen.getByText('Failed to verify public profile handler')).toBeTruthy();
    expect(verifyCalls(fake)).toHaveLength(1);
  });

  it("shows the server's message instead when it sent one", async () => {
    const fake = stubFetch();
    fake.on('GET', `${VERIFY}?handler=kari`, () =>
      errorResponse(429, 'RATE_LIMITED', 'Too many checks. Wait a minute.'),
    );
    renderCheck({ handle: 'kari', savedHandle: null });
    await elapse(HANDLE_CHECK_DELAY_MS);
    await elapse(100);
    expect(screen.getByText('Too many checks. Wait a minute.')).toBeTruthy();
  });
});
