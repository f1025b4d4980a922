import { describe, expect, it } from 'vitest';
import { boardOf, fullJob, idsOf, summary } from '../testing/job-fixtures.ts';
import {
  addCreatedJob,
  countBoard,
  filterBoard,
  fullListIndex,
  jobIds,
  locateJob,
  moveJob,
  parseListId,
  removeJob,
  replaceJob,
  setPinned,
  toSummary,
} from './board.ts';

describe('moveJob (the optimistic board move)', () => {
  const board = boardOf({
    saved: { pinned: ['p1', 'p2'], normal: ['a', 'b', 'c'] },
    applied: { pinned: ['p3'], normal: ['d'] },
  });

  it('reorders within a list: the index is the place in the list without the job', () => {
    expect(idsOf(moveJob(board, 'a', 'saved', 2))['saved:normal']).toEqual(['b', 'c', 'a']);
    expect(idsOf(moveJob(board, 'c', 'saved', 0))['saved:normal']).toEqual(['c', 'a', 'b']);
    expect(idsOf(moveJob(board, 'a', 'saved', 1))['saved:normal']).toEqual(['b', 'a', 'c']);
  });

  it('moves to another lane at the index, and the job takes the lane as its status', () => {
    const moved = moveJob(board, 'b', 'applied', 0);
    expect(idsOf(moved)).toEqual({
      'saved:pinned': ['p1', 'p2'],
      'saved:normal': ['a', 'c'],
      'applied:pinned': ['p3'],
      'applied:normal': ['b', 'd'],
    });
    expect(locateJob(moved, 'b')?.job.status).toBe('applied');
  });

  it('keeps a pinned job pinned: it goes to the pinned list of the target lane', () => {
    const moved = moveJob(board, 'p2', 'applied', 1);
    expect(idsOf(moved)['applied:pinned']).toEqual(['p3', 'p2']);
    expect(idsOf(moved)['applied:normal']).toEqual(['d']);
    expect(locateJob(moved, 'p2')).toMatchObject({ lane: 'applied', kind: 'pinned', index: 1 });
  });

  it('treats an index past the end as the end, and moves into an empty lane', () => {
    expect(idsOf(moveJob(board, 'a', 'applied', 99))['applied:normal']).toEqual(['d', 'a']);
    expect(idsOf(moveJob(board, 'a', 'hired', 3))['hired:normal']).toEqual(['a']);
  });

  it('returns the same board for a move to where the job already is, or an unknown job', () => {
    expect(moveJob(board, 'b', 'saved', 1)).toBe(board);
    expect(moveJob(board, 'nope', 'applied', 0)).toBe(board);
  });

  it('copies only the lists it changes (memoised lanes and cards stay put)', () => {
    const moved = moveJob(board, 'a', 'applied', 0);
    expect(moved.hired).toBe(board.hired);
    expect(moved.saved.pinned).toBe(board.saved.pinned);
    expect(moved.applied.pinned).toBe(board.applied.pinned);
    expect(moved.saved.normal[0]).toBe(board.saved.normal[1]);
    expect(board.saved.normal.map((job) => job.jobId)).toEqual(['a', 'b', 'c']);
  });
});

describe('board updates', () => {
  const board = boardOf({ saved: { pinned: ['p1'], normal: ['a', 'b'] }, rejected: { normal: ['r'] } });

  it('pin puts the job at the front of its lane’s pinned list; unpin at the front of normal', () => {
    expect(idsOf(setPinned(board, 'b', true))).toMatchObject({
      'saved:pinned': ['b', 'p1'],
      'saved:normal': ['a'],
    });
    expect(idsOf(setPinned(board, 'p1', false))['saved:normal']).toEqual(['p1', 'a', 'b']);
    expect(locateJob(setPinned(board, 'b', true), 'b')?.job.isPinned).toBe(true);
    expect(setPinned(board, 'p1', true)).toBe(board);
  });

  it('delete removes the job from its lane', () => {
    expect(idsOf(removeJob(board, 'a'))['saved:normal']).toEqual(['b']);
    expect(removeJob(board, 'nope')).toBe(board);
  });

  it('create adds the job to the front of the saved lane, pinned or normal by its flag', () => {
    expect(idsOf(addCreatedJob(board, fullJob('n')))['saved:normal']).toEqual(['n', 'a', 'b']);
    expect(idsOf(addCreatedJob(board, fullJob('m', { isPinned: true })))['saved:pinned']).toEqual([
      'm',
      'p1',
    ]);
  });

  it('update replaces the job in place, without its long texts', () => {
    const updated = replaceJob(board, fullJob('a', { position: 'Designer', notes: 'Call Ida' }));
    expect(idsOf(updated)['saved:normal']).toEqual(['a', 'b']);
    expect(locateJob(updated, 'a')?.job).toMatchObject({ position: 'Designer' });
    expect(locateJob(updated, 'a')?.job).not.toHaveProperty('notes');
  });

  it('toSummary drops description and notes', () => {
    expect(toSummary(fullJob('x', { description: 'Long', notes: 'Mine' }))).toEqual(summary('x'));
  });
});

describe('board query helpers', () => {
  const board = boardOf({
    saved: { normal: ['a', 'b', 'c', 'd'] },
    applied: { pinned: ['p'], normal: ['e'] },
  });

  it('counts jobs and lists their ids', () => {
    expect(countBoard(board)).toBe(6);
    expect([...jobIds(board)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'p']);
  });

  it('filters the board to search results, keeping order and the same job objects', () => {
    const filtered = filterBoard(board, new Set(['d', 'b', 'p']));
    expect(idsOf(filtered)).toEqual({ 'saved:normal': ['b', 'd'], 'applied:pinned': ['p'] });
    expect(filtered.saved.normal[0]).toBe(board.saved.normal[1]);
  });

  it('parses list ids and refuses anything else', () => {
    expect(parseListId('applied:pinned')).toEqual({ lane: 'applied', kind: 'pinned' });
    expect(parseListId('applied')).toBeNull();
    expect(parseListId('archive:normal')).toBeNull();
    expect(parseListId('a3f2-…')).toBeNull();
  });

  it('turns a drop among search results into the index in the whole list', () => {
    const full = board.saved.normal; // a b c d
    // Shown: b, d. Dropping d before b → right before b in the whole list.
    expect(fullListIndex(full, [summary('d'), summary('b')], 'd')).toBe(1);
    // Shown: b, d. Dropping b after d → right after d (list without b: a c d).
    expect(fullListIndex(full, [summary('d'), summary('b')], 'b')).toBe(3);
    // Everything shown: the index is the place in the list.
    expect(fullListIndex(full, [summary('b'), summary('a'), summary('c'), summary('d')], 'b')).toBe(0);
    // Alone in the shown list (another lane): the front.
    expect(fullListIndex(board.applied.normal, [summary('a')], 'a')).toBe(0);
  });
});
