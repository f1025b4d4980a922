import type { QueryClient } from '@tanstack/react-query';
import { setJobWriteDefaults } from '../features/jobs/api/job-writes.ts';
import { setCvWriteDefaults } from '../shared/cv/api/cv-writes.ts';

/**
 * Every feature's changes that may be made offline get their mutation defaults (their functions)
 * before the kept changes are restored. Loaded after the first paint, with the offline store.
 */
export function setOfflineWriteDefaults(queryClient: QueryClient): void {
  setJobWriteDefaults(queryClient);
  setCvWriteDefaults(queryClient);
}
