import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  isPersistedQueryKey,
  keepPersistedQueriesInMemory,
  lastSeenAt,
  OFFLINE_MAX_AGE_MS,
  shouldPersistQuery,
} from './persisted-queries.ts';

describe('which queries are kept for offline reading', () => {
  it.each([
    [['jobs', 'board']],
    [['jobs', 'detail', 'job-1']],
    [['jobs', 'detail', 'job-1', 'timeline']],
    [['cv', 'experience']],
    [['cv', 'skills', 'professional']],
    [['cv', 'design']],
    [['profile', 'full']],
    [['letters', 'pages']],
    [['letters', 'detail', 'letter-1']],
    [['job-report', '2026-01-01', '2026-06-30']],
  ])('keeps %j', (key) => {
    expect(isPersistedQueryKey(key)).toBe(true);
  });

  it.each([
    [['jobs', 'board', 'search', 'barista']],
    [['jobs', 'detail', 'job-1', 'match']],
    [['jobs', 'detail', 'job-1', 'tailored-cv']],
    [['jobs', 'matches']],
    [['jobs', 'from-link', 'https://example.test/ad']],
    [['letters', 'public', 'letter-1']],
    [['letters', 'templates']],
    [['profile', 'image', 'v1']],
    [['videos', 'list']],
    [['cv-preview', '/cv/pdf', 1]],
    [['jobs', 'detail', { id: 'job-1' }]],
  ])('leaves out %j', (key) => {
    expect(isPersistedQueryKey(key)).toBe(false);
  });

  it('keeps only answers that succeeded', () => {
    expect(shouldPersistQuery({ queryKey: ['jobs', 'board'], state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['jobs', 'board'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['jobs', 'board'], state: { status: 'pending' } })).toBe(false);
  });

  it('keeps the kept queries in memory as long as on disk, and no others', () => {
    const queryClient = new QueryClient();
    keepPersistedQueriesInMemory(queryClient);
    expect(queryClient.getQueryDefaults(['jobs', 'board']).gcTime).toBe(OFFLINE_MAX_AGE_MS);
    expect(queryClient.getQueryDefaults(['letters', 'detail', 'x']).gcTime).toBe(OFFLINE_MAX_AGE_MS);
    expect(queryClient.getQueryDefaults(['videos', 'list']).gcTime).toBeUndefined();
  });

  it('tells when what is shown was last fetched, from the kept answers only', () => {
    const queryClient = new QueryClient();
    expect(lastSeenAt(queryClient)).toBeNull();
    queryClient.setQueryData(['jobs', 'board'], [], { updatedAt: 1_000 });
    queryClient.setQueryData(['videos', 'list'], [], { updatedAt: 9_000 });
    queryClient.setQueryData(['letters', 'pages'], [], { updatedAt: 2_000 });
    expect(lastSeenAt(queryClient)).toBe(2_000);
  });
});
