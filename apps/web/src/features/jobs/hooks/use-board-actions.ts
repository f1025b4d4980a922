import type { JobLane } from '@hirelane/contract/constants';
import type { JobSummary } from '@hirelane/contract/jobs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import type { useMoveJob } from '../api/move-job.ts';
import { usePinJob } from '../api/pin-job.ts';
import type { BoardActions } from '../components/board-actions.tsx';
import type { BoardViewChange } from '../model/board-view.ts';

/**
 * What a card can ask of the board (open it, edit, delete, pin, move to a lane), as one stable
 * object: cards do not draw again when the page does; it calls the latest handlers through a ref.
 */
export function useBoardActions(
  changeView: (change: BoardViewChange) => void,
  moveJob: ReturnType<typeof useMoveJob>,
): BoardActions {
  const { t } = useTranslation('jobs');
  const pinJob = usePinJob();
  const handlers: BoardActions = {
    openDetails: (jobId: string) => changeView({ type: 'openDetails', jobId }),
    openEdit: (jobId: string) => changeView({ type: 'openEdit', jobId }),
    openDelete: (jobId: string) => changeView({ type: 'openDelete', jobId }),
    togglePin: (job: JobSummary) => {
      const isPinned = !job.isPinned;
      pinJob.mutate(
        { jobId: job.jobId, isPinned },
        {
          onSuccess: () => toast.success(t(isPinned ? 'pinned' : 'unpinned', { position: job.position })),
        },
      );
    },
    moveToLane: (job: JobSummary, lane: JobLane) => {
      moveJob.mutate(
        { jobId: job.jobId, toStatus: lane, toSortIndex: 0 },
        { onSuccess: () => toast.success(t('moved', { position: job.position, lane: t(`lanes.${lane}`) })) },
      );
    },
  };
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo<BoardActions>(
    () => ({
      openDetails: (jobId) => latest.current.openDetails(jobId),
      openEdit: (jobId) => latest.current.openEdit(jobId),
      openDelete: (jobId) => latest.current.openDelete(jobId),
      togglePin: (job) => latest.current.togglePin(job),
      moveToLane: (job, lane) => latest.current.moveToLane(job, lane),
    }),
    [],
  );
}
