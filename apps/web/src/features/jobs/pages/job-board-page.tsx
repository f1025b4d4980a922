import type { JobLane } from '@hirelane/contract/constants';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobSummary } from '@hirelane/contract/jobs';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FirstRunSlot } from '../../../shared/guides/hint-slot.tsx';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { InboxBoardSlotAtIdle } from '../../../shared/inbox/inbox-at-idle.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useJobBoard } from '../api/job-board.ts';
import type { MoveJobVariables } from '../api/move-job.ts';
import { useMoveJob } from '../api/move-job.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import { BoardActionsContext } from '../components/board-actions.tsx';
import { BoardDialogs } from '../components/board-dialogs.tsx';
import { BoardEmpty } from '../components/board-empty.tsx';
import { BoardHeader, ThumbAddButton } from '../components/board-header.tsx';
import { BoardSkeleton } from '../components/board-skeleton.tsx';
import { JobBoard } from '../components/job-board.tsx';
import { MatchScoresProvider } from '../components/match-score-badge.tsx';
import { NoSearchResults } from '../components/no-search-results.tsx';
import { useBoardActions } from '../hooks/use-board-actions.ts';
import { useBoardView } from '../hooks/use-board-view.ts';
import { countBoard, filterBoard, locateJob } from '../model/board.ts';

/** `/`: the job board — six lanes, search, drawers for create/edit/details and the delete modal. */
export function JobBoardPage() {
  const { t } = useTranslation('jobs');
  const [view, changeView] = useBoardView();
  const boardQuery = useJobBoard();
  const searching = view.search.trim() !== '';
  const searchQuery = useJobSearch(view.search);
  const moveJob = useMoveJob();
  const actions = useBoardActions(changeView, moveJob);

  const fullBoard = boardQuery.data;
  const matches = searching ? searchQuery.data : undefined;
  const shownBoard = useMemo(
    () => (fullBoard && matches ? filterBoard(fullBoard, matches) : fullBoard),
    [fullBoard, matches],
  );
  const findJob = (jobId: string | null): JobSummary | null =>
    jobId && fullBoard ? (locateJob(fullBoard, jobId)?.job ?? null) : null;

  const mutateMove = moveJob.mutate;
  const handleMove = useCallback(
    (move: MoveJobVariables, onSettled: () => void) => mutateMove(move, { onSettled }),
    [mutateMove],
  );
  const handleSearch = useCallback((term: string) => changeView({ type: 'search', term }), [changeView]);
  const handleLaneChange = useCallback(
    (lane: JobLane) => changeView({ type: 'showLane', lane }),
    [changeView],
  );
  const openCreate = () => changeView({ type: 'openCreate' });

  const matchCount = shownBoard && matches ? countBoard(shownBoard) : null;
  const isEmpty = !searching && fullBoard !== undefined && countBoard(fullBoard) === 0;

  let content: ReactNode;
  if (!fullBoard && boardQuery.isError) {
    content = (
      <LoadError
        title={t('loadError.title')}
        message={errorMessage(boardQuery.error, FALLBACK_ERRORS.loadJobBoard)}
        onRetry={() => void boardQuery.refetch()}
      />
    );
  } else if (!fullBoard || !shownBoard) {
    content = <BoardSkeleton />;
  } else if (matchCount === 0) {
    content = <NoSearchResults term={view.search.trim()} onClear={() => handleSearch('')} />;
  } else {
    content = (
      <JobBoard
        board={shownBoard}
        fullBoard={fullBoard}
        onMove={handleMove}
        lane={view.lane}
        onLaneChange={handleLaneChange}
      />
    );
  }

  return (
    <BoardActionsContext value={actions}>
      <Stack gap="md">
        <BoardHeader
          search={view.search}
          searching={searchQuery.isFetching}
          onSearch={handleSearch}
          onAddFromLink={() => changeView({ type: 'openAddFromLink' })}
          onAdd={openCreate}
        />
        {/* One box at a time, the lanes always in view: a new board says how to start unless the
            first-run path's hint does. */}
        <FirstRunSlot screen="board" fallback={isEmpty ? <BoardEmpty onAdd={openCreate} /> : null} />
        <InboxBoardSlotAtIdle />
        <Text size="sm" c="dimmed" aria-live="polite" role="status">
          {matchCount !== null && matchCount > 0
            ? t('search.results', { count: matchCount, term: view.search.trim() })
            : ''}
        </Text>
        <MatchScoresProvider boardLoaded={fullBoard !== undefined}>{content}</MatchScoresProvider>
        <ThumbAddButton onAdd={openCreate} />
      </Stack>
      <BoardDialogs view={view} changeView={changeView} findJob={findJob} />
    </BoardActionsContext>
  );
}
