import { describe, expect, it } from 'vitest';
import { changeBoardView, readBoardView } from './board-view.ts';

const read = (query: string) => readBoardView(new URLSearchParams(query));
const change = (query: string, next: Parameters<typeof changeBoardView>[1]) =>
  changeBoardView(new URLSearchParams(query), next).toString();

/** The create drawer a query opens with a link it was given, and that closing or a plain create drops it. */
function expectCreateDrawerWith(query: string, link: { fromLink: string } | { byHand: string }) {
  expect(read(query).formDrawer).toEqual({ open: true, drawerType: 'create', ...link });
  expect(change(query, { type: 'closeDrawer' })).toBe('');
  expect(change(query, { type: 'openCreate' })).toBe('drawer=create');
}

describe('the board UI state in the URL ', () => {
  it('reads the drawers, the delete modal and the search', () => {
    expect(read('')).toEqual({
      search: '',
      formDrawer: { open: false },
      detailsJobId: null,
      deleteJobId: null,
      addFromLink: null,
      pageSent: false,
      lane: 'saved',
    });
    expect(read('drawer=create').formDrawer).toEqual({ open: true, drawerType: 'create' });
    expect(read('job=j1&drawer=edit')).toMatchObject({
      formDrawer: { open: true, drawerType: 'edit', jobId: 'j1' },
      detailsJobId: null,
    });
    expect(read('job=j1')).toMatchObject({ formDrawer: { open: false }, detailsJobId: 'j1' });
    expect(read('job=j1&delete=j1&q=oslo')).toMatchObject({
      detailsJobId: 'j1',
      deleteJobId: 'j1',
      search: 'oslo',
    });
  });

  it('ignores an edit drawer without a job and unknown drawers', () => {
    expect(read('drawer=edit').formDrawer).toEqual({ open: false });
    expect(read('drawer=other&job=j1')).toMatchObject({ formDrawer: { open: false }, detailsJobId: 'j1' });
  });

  it('opens and closes things, keeping the search', () => {
    expect(change('q=oslo', { type: 'openCreate' })).toBe('q=oslo&drawer=create');
    expect(change('q=oslo&drawer=create', { type: 'openDetails', jobId: 'j1' })).toBe('q=oslo&job=j1');
    expect(change('job=j1', { type: 'openEdit', jobId: 'j1' })).toBe('job=j1&drawer=edit');
    expect(change('job=j1', { type: 'openDelete', jobId: 'j1' })).toBe('job=j1&delete=j1');
    expect(change('job=j1&delete=j1', { type: 'closeDelete' })).toBe('job=j1');
    expect(change('q=oslo&job=j1&drawer=edit', { type: 'closeDrawer' })).toBe('q=oslo');
    expect(change('job=j1&delete=j1', { type: 'closeAll' })).toBe('');
  });

  it('opens "Add from link" empty or with the bookmarklet’s link, then the create drawer filled from it', () => {
    expect(read('addFromLink=').addFromLink).toBe('');
    expect(read('addFromLink=https%3A%2F%2Fjobs.example%2F1').addFromLink).toBe('https://jobs.example/1');
    expect(change('q=oslo', { type: 'openAddFromLink' })).toBe('q=oslo&addFromLink=');
    expect(change('q=oslo&addFromLink=', { type: 'closeAddFromLink' })).toBe('q=oslo');
    const filled = change('addFromLink=x', { type: 'openCreateFromLink', url: 'https://jobs.example/1?a=b' });
    expect(filled).toBe('drawer=create&fromLink=https%3A%2F%2Fjobs.example%2F1%3Fa%3Db');
    expectCreateDrawerWith(filled, { fromLink: 'https://jobs.example/1?a=b' });
  });

  it('opens "Add from link" for the page the bookmarklet sends, and closes it as one', () => {
    const sent = read('addFromPage=https%3A%2F%2Fjobs.example%2F1');
    expect([sent.addFromLink, sent.pageSent]).toEqual(['https://jobs.example/1', true]);
    expect(read('addFromPage=').addFromLink).toBeNull();
    expect(read('addFromLink=&addFromPage=x').pageSent).toBe(false);
    expect(change('q=oslo&addFromPage=x', { type: 'closeAddFromLink' })).toBe('q=oslo');
    expect(change('addFromPage=x', { type: 'openCreateFromLink', url: 'x' })).toBe(
      'drawer=create&fromLink=x',
    );
  });

  it('opens the create drawer with the link of an ad that could not be read, and a job the ad already is', () => {
    const byHand = change('addFromLink=finn.no', { type: 'openCreateByHand', url: 'https://finn.no/job/1' });
    expect(byHand).toBe('drawer=create&byHand=https%3A%2F%2Ffinn.no%2Fjob%2F1');
    expectCreateDrawerWith(byHand, { byHand: 'https://finn.no/job/1' });
    expect(change('addFromPage=x', { type: 'openDetails', jobId: 'j1' })).toBe('job=j1');
  });

  it('drops an empty search from the URL', () => {
    expect(change('q=oslo', { type: 'search', term: '  ' })).toBe('');
    expect(change('', { type: 'search', term: 'tromsø' })).toBe('q=troms%C3%B8');
  });

  it('keeps the lane a phone shows, saved by default and for anything unknown', () => {
    expect(read('lane=applied').lane).toBe('applied');
    expect(read('lane=nonsense').lane).toBe('saved');
    expect(change('q=oslo', { type: 'showLane', lane: 'hired' })).toBe('q=oslo&lane=hired');
    expect(change('lane=hired&job=j1', { type: 'showLane', lane: 'saved' })).toBe('job=j1');
    expect(change('lane=hired', { type: 'closeAll' })).toBe('lane=hired');
    expect(change('lane=hired&drawer=create', { type: 'closeCreated' })).toBe('');
  });
});
