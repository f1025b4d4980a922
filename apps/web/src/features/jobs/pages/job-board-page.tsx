import type { JobLane } from '@hirelane/contract/constants';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobSummary } from '@hirelane/contract/jobs';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { LazyOverlay, lazyNamed, useOpenedOnce } from '../../../shared/ui/lazy.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useJobBoard } from '../api/job-board.ts';
import { hideJobGuide, useBoardGuide } from '../api/job-guide.ts';
import type { MoveJobVariables } from '../api/move-job.ts';
import { useMoveJob } from '../api/move-job.ts';
import { usePinJob } from '../api/pin-job.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import type { BoardActions } from '../components/board-actions.tsx';
import { BoardActionsContext } from '../components/board-actions.tsx';
import { BoardEmpty } from '../components/board-empty.tsx';
import { BoardSkeleton } from '../components/board-skeleton.tsx';
import { LinkIcon, PlusIcon } from '../components/icons.tsx';
import boardClasses from '../components/job-board.module.css';
import { JobBoard } from '../components/job-board.tsx';
import { JobSearchBox } from '../components/job-search-box.tsx';
import { useBoardView } from '../hooks/use-board-view.ts';
import { useCardFocusReturn } from '../hooks/use-card-focus-return.ts';
import { countBoard, filterBoard, locateJob } from '../model/board.ts';

// The drawers and the delete dialog (forms, validation, date pickers) load on their first opening.
const JobFormDrawer = lazyNamed(() => import('../components/job-form-drawer.tsx'), 'JobFormDrawer');
const JobDetailsDrawer = lazyNamed(() => import('../components/job-details-drawer.tsx'), 'JobDetailsDrawer');
const DeleteJobModal = lazyNamed(() => import('../components/delete-job-modal.tsx'), 'DeleteJobModal');
const JobLinkDialog = lazyNamed(() => import('../components/job-link-dialog.tsx'), 'JobLinkDialog');
// The board's hint shows once in a user's life: it loads only then.
const JobGuide = lazyNamed(() => import('../components/job-guide.tsx'), 'JobGuide');

/** `/`: the job board — six lanes, search, drawers for create/edit/details and the delete modal. */
export function JobBoardPage() {
  const { t } = useTranslation('jobs');
  const [view, changeView] = useBoardView();
  const boardQuery = useJobBoard();
  const searching = view.search.trim() !== '';
  const searchQuery = useJobSearch(view.search);
  const moveJob = useMoveJob();
  const pinJob = usePinJob();
  const formOpened = useOpenedOnce(view.formDrawer.open);
  const detailsOpened = useOpenedOnce(view.detailsJobId !== null);
  useCardFocusReturn(view.detailsJobId);
  const deleteOpened = useOpenedOnce(view.deleteJobId !== null);
  const linkOpened = useOpenedOnce(view.addFromLink !== null);
  const boardGuide = useBoardGuide();
  const [hintClosed, setHintClosed] = useState(false);
  const guide = boardGuide === 'hint' && hintClosed ? 'none' : boardGuide;
  const handleHintDismiss = () => {
    setHintClosed(true);
    void hideJobGuide();
  };

  const fullBoard = boardQuery.data;
  const matches = searching ? searchQuery.data : undefined;
  const shownBoard = useMemo(
    () => (fullBoard && matches ? filterBoard(fullBoard, matches) : fullBoard),
    [fullBoard, matches],
  );
  const findJob = (jobId: string | null): JobSummary | null =>
    jobId && fullBoard ? (locateJob(fullBoard, jobId)?.job ?? null) : null;

  // Cards get one stable actions object; it calls the latest handlers through this ref.
  const handlers = {
    openDetails: (jobId: string) => changeView({ type: 'openDetails', jobId }),
    openEdit: (jobId: string) => changeView({ type: 'openEdit', jobId }),
    openDelete: (jobId: string) => changeView({ type: 'openDelete', jobId }),
    togglePin: (job: JobSummary) => {
      const isPinned = !job.isPinned;
      pinJob.mutate(
        { jobId: job.jobId, isPinned },
        {
          onSuccess: () => toast.success(t(isPinned ? 'pinned' : 'unpinned', { position: job.position })),
          onError: (error) => toast.error(errorMessage(error, FALLBACK_ERRORS.pinJob)),
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
  const actions = useMemo<BoardActions>(
    () => ({
      openDetails: (jobId) => latest.current.openDetails(jobId),
      openEdit: (jobId) => latest.current.openEdit(jobId),
      openDelete: (jobId) => latest.current.openDelete(jobId),
      togglePin: (job) => latest.current.togglePin(job),
      moveToLane: (job, lane) => latest.current.moveToLane(job, lane),
    }),
    [],
  );

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
  const closeDrawer = () => changeView({ type: 'closeDrawer' });
  const isCreating = view.formDrawer.open && view.formDrawer.drawerType === 'create';
  const handleSaved = () => changeView({ type: isCreating ? 'closeCreated' : 'closeDrawer' });

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
    content = (
      <Alert variant="light" color="gray" title={t('search.noResults', { term: view.search.trim() })}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('search.noResultsHint')}</Text>
          <Button size="xs" variant="default" onClick={() => handleSearch('')}>
            {t('search.clear')}
          </Button>
        </Stack>
      </Alert>
    );
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
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz="h2">
              {t('page.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('page.subtitle')}
            </Text>
          </div>
          <Group gap="sm" wrap="wrap" justify="flex-end" style={{ flexGrow: 1 }}>
            <JobSearchBox value={view.search} onSearch={handleSearch} searching={searchQuery.isFetching} />
            <Button variant="default" component={Link} to="/report">
              {t('report.open')}
            </Button>
            <Button
              variant="default"
              leftSection={<LinkIcon />}
              onClick={() => changeView({ type: 'openAddFromLink' })}
            >
              {t('page.addFromLink')}
            </Button>
            <Button leftSection={<PlusIcon />} onClick={openCreate} className={boardClasses.wideOnly}>
              {t('page.addJob')}
            </Button>
          </Group>
        </Group>
        {guide === 'hint' && (
          <Suspense fallback={null}>
            <JobGuide onDismiss={handleHintDismiss} />
          </Suspense>
        )}
        {/* One guide at a time, the lanes always in view: a new board says how to start once the
            tour and the hint are closed. */}
        {isEmpty && guide === 'none' && <BoardEmpty onAdd={openCreate} />}
        <Text size="sm" c="dimmed" aria-live="polite" role="status">
          {matchCount !== null && matchCount > 0
            ? t('search.results', { count: matchCount, term: view.search.trim() })
            : ''}
        </Text>
        {content}
        {/* On a phone "Add job" sits where the thumb is: bottom right, over the board. */}
        <Button
          leftSection={<PlusIcon />}
          onClick={openCreate}
          className={boardClasses.thumbAdd}
          size="md"
          radius="xl"
        >
          {t('page.addJob')}
        </Button>
      </Stack>

      {formOpened && (
        <Suspense fallback={<LazyOverlay />}>
          <JobFormDrawer state={view.formDrawer} onClose={closeDrawer} onSaved={handleSaved} />
        </Suspense>
      )}
      {detailsOpened && (
        <Suspense fallback={<LazyOverlay />}>
          <JobDetailsDrawer
            jobId={view.detailsJobId}
            summary={findJob(view.detailsJobId)}
            onClose={closeDrawer}
          />
        </Suspense>
      )}
      {linkOpened && (
        <Suspense fallback={<LazyOverlay />}>
          <JobLinkDialog
            url={view.addFromLink}
            onClose={() => changeView({ type: 'closeAddFromLink' })}
            onRead={(url) => changeView({ type: 'openCreateFromLink', url })}
          />
        </Suspense>
      )}
      {deleteOpened && (
        <Suspense fallback={<LazyOverlay />}>
          <DeleteJobModal
            jobId={view.deleteJobId}
            job={findJob(view.deleteJobId)}
            onClose={() => changeView({ type: 'closeDelete' })}
            onDeleted={() => changeView({ type: 'closeAll' })}
          />
        </Suspense>
      )}
    </BoardActionsContext>
  );
}
