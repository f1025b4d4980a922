/**
 * The board's UI state of spec §3 ("Job UI state"), kept in the URL so a reload, a shared link or
 * the back button shows the same thing:
 *   ?drawer=create              create drawer
 *   ?job=<id>                   job-details drawer of that job
 *   ?job=<id>&drawer=edit       edit drawer of that job
 *   ?delete=<id>                delete-confirmation modal (on top of whatever is open)
 *   ?q=<term>                   the board shows search results
 */

export type FormDrawerState =
  | { open: false }
  | { open: true; drawerType: 'create' }
  | { open: true; drawerType: 'edit'; jobId: string };

export type BoardView = {
  search: string;
  formDrawer: FormDrawerState;
  /** The job whose details drawer is open. */
  detailsJobId: string | null;
  /** The job the delete modal asks about. */
  deleteJobId: string | null;
};

export type BoardViewChange =
  | { type: 'openCreate' }
  | { type: 'openDetails'; jobId: string }
  | { type: 'openEdit'; jobId: string }
  | { type: 'openDelete'; jobId: string }
  | { type: 'closeDrawer' }
  | { type: 'closeDelete' }
  | { type: 'closeAll' }
  | { type: 'search'; term: string };

const PARAMS = { job: 'job', drawer: 'drawer', delete: 'delete', search: 'q' } as const;

export function readBoardView(params: URLSearchParams): BoardView {
  const jobId = params.get(PARAMS.job) || null;
  const drawer = params.get(PARAMS.drawer);
  let formDrawer: FormDrawerState = { open: false };
  if (drawer === 'create') formDrawer = { open: true, drawerType: 'create' };
  else if (drawer === 'edit' && jobId) formDrawer = { open: true, drawerType: 'edit', jobId };
  return {
    search: params.get(PARAMS.search) ?? '',
    formDrawer,
    detailsJobId: formDrawer.open ? null : jobId,
    deleteJobId: params.get(PARAMS.delete) || null,
  };
}

/** The URL parameters after `change`; everything else in the URL stays as it was. */
export function changeBoardView(params: URLSearchParams, change: BoardViewChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  switch (change.type) {
    case 'openCreate':
      set(PARAMS.job, null);
      set(PARAMS.drawer, 'create');
      break;
    case 'openDetails':
      set(PARAMS.job, change.jobId);
      set(PARAMS.drawer, null);
      break;
    case 'openEdit':
      set(PARAMS.job, change.jobId);
      set(PARAMS.drawer, 'edit');
      break;
    case 'openDelete':
      set(PARAMS.delete, change.jobId);
      break;
    case 'closeDrawer':
      set(PARAMS.job, null);
      set(PARAMS.drawer, null);
      break;
    case 'closeDelete':
      set(PARAMS.delete, null);
      break;
    case 'closeAll':
      set(PARAMS.job, null);
      set(PARAMS.drawer, null);
      set(PARAMS.delete, null);
      break;
    case 'search':
      set(PARAMS.search, change.term.trim() ? change.term : null);
      break;
  }
  return next;
}
