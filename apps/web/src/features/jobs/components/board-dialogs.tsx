import type { JobSummary } from '@hirelane/contract/jobs';
import { lazyNamed, OpenedOnce } from '../../../shared/ui/lazy.tsx';
import { useCardFocusReturn } from '../hooks/use-card-focus-return.ts';
import type { BoardView, BoardViewChange } from '../model/board-view.ts';

// The drawers and the delete dialog (forms, validation, date pickers) load on their first opening.
const JobFormDrawer = lazyNamed(() => import('./job-form-drawer.tsx'), 'JobFormDrawer');
const JobDetailsDrawer = lazyNamed(() => import('./job-details-drawer.tsx'), 'JobDetailsDrawer');
const DeleteJobModal = lazyNamed(() => import('./delete-job-modal.tsx'), 'DeleteJobModal');
const JobLinkDialog = lazyNamed(() => import('./job-link-dialog.tsx'), 'JobLinkDialog');

type BoardDialogsProps = {
  view: BoardView;
  changeView: (change: BoardViewChange) => void;
  /** The job on the board with this id, for the drawers and the dialog to show at once. */
  findJob: (jobId: string | null) => JobSummary | null;
};

/** The board's drawers (create/edit, details) and dialogs (add from link, delete), as the URL asks. */
export function BoardDialogs({ view, changeView, findJob }: BoardDialogsProps) {
  useCardFocusReturn(view.detailsJobId);
  const closeDrawer = () => changeView({ type: 'closeDrawer' });
  const isCreating = view.formDrawer.open && view.formDrawer.drawerType === 'create';
  const handleSaved = () => changeView({ type: isCreating ? 'closeCreated' : 'closeDrawer' });
  return (
    <>
      <OpenedOnce open={view.formDrawer.open}>
        <JobFormDrawer state={view.formDrawer} onClose={closeDrawer} onSaved={handleSaved} />
      </OpenedOnce>
      <OpenedOnce open={view.detailsJobId !== null}>
        <JobDetailsDrawer
          jobId={view.detailsJobId}
          summary={findJob(view.detailsJobId)}
          onClose={closeDrawer}
        />
      </OpenedOnce>
      <OpenedOnce open={view.addFromLink !== null}>
        <JobLinkDialog
          url={view.addFromLink}
          pageSent={view.pageSent}
          onClose={() => changeView({ type: 'closeAddFromLink' })}
          onRead={(url) => changeView({ type: 'openCreateFromLink', url })}
          onAddByHand={(url) => changeView({ type: 'openCreateByHand', url })}
          onOpenJob={(jobId) => changeView({ type: 'openDetails', jobId })}
        />
      </OpenedOnce>
      <OpenedOnce open={view.deleteJobId !== null}>
        <DeleteJobModal
          jobId={view.deleteJobId}
          job={findJob(view.deleteJobId)}
          onClose={() => changeView({ type: 'closeDelete' })}
          onDeleted={() => changeView({ type: 'closeAll' })}
        />
      </OpenedOnce>
    </>
  );
}
