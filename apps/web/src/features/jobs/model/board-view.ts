/**
 * The board's UI state ("Job UI state"), kept in the URL so a reload, a shared link or
 * the back button shows the same thing:
 *   ?drawer=create              create drawer
 *   ?job=<id>                   job-details drawer of that job
 *   ?job=<id>&drawer=edit       edit drawer of that job
 *   ?delete=<id>                delete-confirmation modal (on top of whatever is open)
 *   ?q=<term>                   the board shows search results
 *   ?addFromLink=<url or empty> the "Add from link" dialog, reading <url> at once
 *   ?addFromPage=<url>          the same, reading the page the bookmarklet sends (else the link)
 *   ?drawer=create&fromLink=<url>  create drawer filled in from the job ad at <url>
 *   ?drawer=create&byHand=<url>    create drawer with only the link of an ad that could not be read
 *   ?lane=<lane>                the lane a phone shows (one at a time; saved when absent)
 */

import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';

export type FormDrawerState =
  | { open: false }
  | { open: true; drawerType: 'create'; fromLink?: string; byHand?: string }
  | { open: true; drawerType: 'edit'; jobId: string };

export type BoardView = {
  search: string;
  formDrawer: FormDrawerState;
  /** The job whose details drawer is open. */
  detailsJobId: string | null;
  /** The job the delete modal asks about. */
  deleteJobId: string | null;
  /** The "Add from link" dialog's link ('' when it opened empty); null while it is closed. */
  addFromLink: string | null;
  /** The bookmarklet opened the dialog and sends the page at `addFromLink`. */
  pageSent: boolean;
  /** The one lane a phone shows (wider screens show all six). */
  lane: JobLane;
};

export type BoardViewChange =
  | { type: 'openCreate' }
  | { type: 'openAddFromLink' }
  | { type: 'closeAddFromLink' }
  | { type: 'openCreateFromLink'; url: string }
  /** The ad at `url` could not be read: the create drawer with its link, to fill in by hand. */
  | { type: 'openCreateByHand'; url: string }
  /** Opens a job's details drawer (from a card, or from "Add from link" naming a job already on the board). */
  | { type: 'openDetails'; jobId: string }
  | { type: 'openEdit'; jobId: string }
  | { type: 'openDelete'; jobId: string }
  | { type: 'closeDrawer' }
  /** A new job was saved: the drawer closes and a phone shows Saved, where the job landed. */
  | { type: 'closeCreated' }
  | { type: 'closeDelete' }
  | { type: 'closeAll' }
  | { type: 'search'; term: string }
  | { type: 'showLane'; lane: JobLane };

const PARAMS = {
  job: 'job',
  drawer: 'drawer',
  delete: 'delete',
  search: 'q',
  addFromLink: 'addFromLink',
  addFromPage: 'addFromPage',
  fromLink: 'fromLink',
  byHand: 'byHand',
  lane: 'lane',
} as const;

/** The parameters of the "Add from link" dialog. */
const ADD_FROM_LINK = [PARAMS.addFromLink, PARAMS.addFromPage];
/** What an open drawer shows (beside `drawer`, which says which drawer): the job, or the ad a new one starts from. */
const DRAWER_CONTENT = [PARAMS.job, PARAMS.fromLink, PARAMS.byHand];

const DEFAULT_LANE: JobLane = 'saved';
const isLane = (value: string | null): value is JobLane =>
  value !== null && (JOB_LANES as readonly string[]).includes(value);

export function readBoardView(params: URLSearchParams): BoardView {
  const jobId = params.get(PARAMS.job) || null;
  const drawer = params.get(PARAMS.drawer);
  let formDrawer: FormDrawerState = { open: false };
  const fromLink = params.get(PARAMS.fromLink);
  const byHand = params.get(PARAMS.byHand);
  const lane = params.get(PARAMS.lane);
  if (drawer === 'create')
    formDrawer = fromLink
      ? { open: true, drawerType: 'create', fromLink }
      : byHand
        ? { open: true, drawerType: 'create', byHand }
        : { open: true, drawerType: 'create' };
  else if (drawer === 'edit' && jobId) formDrawer = { open: true, drawerType: 'edit', jobId };
  return {
    search: params.get(PARAMS.search) ?? '',
    formDrawer,
    detailsJobId: formDrawer.open ? null : jobId,
    deleteJobId: params.get(PARAMS.delete) || null,
    addFromLink: params.get(PARAMS.addFromLink) ?? (params.get(PARAMS.addFromPage) || null),
    pageSent: params.get(PARAMS.addFromLink) === null && Boolean(params.get(PARAMS.addFromPage)),
    lane: isLane(lane) ? lane : DEFAULT_LANE,
  };
}

/** The URL parameters after `change`; everything else in the URL stays as it was. */
export function changeBoardView(params: URLSearchParams, change: BoardViewChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  const clear = (...keys: string[]) => {
    for (const key of keys) next.delete(key);
  };
  switch (change.type) {
    case 'openCreate':
      clear(...DRAWER_CONTENT);
      set(PARAMS.drawer, 'create');
      break;
    case 'openAddFromLink':
      next.set(PARAMS.addFromLink, '');
      break;
    case 'closeAddFromLink':
      clear(...ADD_FROM_LINK);
      break;
    case 'openCreateFromLink':
    case 'openCreateByHand':
      clear(...ADD_FROM_LINK, PARAMS.job);
      set(PARAMS.drawer, 'create');
      set(PARAMS.fromLink, change.type === 'openCreateFromLink' ? change.url : null);
      set(PARAMS.byHand, change.type === 'openCreateByHand' ? change.url : null);
      break;
    case 'openDetails':
      clear(...ADD_FROM_LINK, PARAMS.drawer);
      set(PARAMS.job, change.jobId);
      break;
    case 'openEdit':
      set(PARAMS.job, change.jobId);
      set(PARAMS.drawer, 'edit');
      break;
    case 'openDelete':
      set(PARAMS.delete, change.jobId);
      break;
    case 'closeDrawer':
    case 'closeCreated':
      clear(...DRAWER_CONTENT, PARAMS.drawer);
      if (change.type === 'closeCreated') clear(PARAMS.lane);
      break;
    case 'closeDelete':
      clear(PARAMS.delete);
      break;
    case 'closeAll':
      clear(...DRAWER_CONTENT, PARAMS.drawer, PARAMS.delete);
      break;
    case 'search':
      set(PARAMS.search, change.term.trim() ? change.term : null);
      break;
    case 'showLane':
      set(PARAMS.lane, change.lane === DEFAULT_LANE ? null : change.lane);
      break;
  }
  return next;
}
