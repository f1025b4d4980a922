import type { QueryClient } from '@tanstack/react-query';
import { setWriteDefaults } from '../../../shared/offline/write-queue.ts';
import { createJobOptions } from './create-job.ts';
import { jobChangeOptions } from './job-change.ts';
import { moveJobOptions } from './move-job.ts';
import { SET_NEXT_INTERVIEW } from './next-interview.ts';
import { PIN_JOB } from './pin-job.ts';
import { UPDATE_JOB } from './update-job.ts';

/**
 * The changes to jobs that may be made offline, as mutation defaults of their keys: a change kept
 * in the store while offline is restored after a reload without its functions (they cannot be
 * stored), and gets them here, by its key, before it runs.
 */
export function setJobWriteDefaults(queryClient: QueryClient): void {
  setWriteDefaults(queryClient, [
    moveJobOptions(queryClient),
    createJobOptions(queryClient),
    jobChangeOptions(queryClient, PIN_JOB),
    jobChangeOptions(queryClient, UPDATE_JOB),
    jobChangeOptions(queryClient, SET_NEXT_INTERVIEW),
  ]);
}
