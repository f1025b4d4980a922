import { describe, expect, it } from 'vitest';
import { boardOf, idsOf } from '../testing/job-fixtures.ts';
import { dragEnd, dragOver, listOf } from './board-dnd.ts';

const board = boardOf({
  saved: { pinned: ['p1'], normal: ['a', 'b', 'c'] },
  applied: { normal: ['d', 'e'] },
});

describe('dragging over another lane', () => {
  it('opens a gap above or below the card under the pointer', () => {
    expect(idsOf(dragOver(board, 'a', 'e', false))['applied:normal']).toEqual(['d', 'a', 'e']);
    expect(idsOf(dragOver(board, 'a', 'e', true))['applied:normal']).toEqual(['d', 'e', 'a']);
  });

  it('goes to the end when over the list itself, also when it is empty', () => {
    expect(idsOf(dragOver(board, 'a', 'applied:normal', false))['applied:normal']).toEqual(['d', 'e', 'a']);
    expect(idsOf(dragOver(board, 'a', 'hired:normal', false))['hired:normal']).toEqual(['a']);
  });

  it('never puts a card into the other kind of list, and ignores its own lane', () => {
    expect(dragOver(board, 'p1', 'applied:normal', false)).toBe(board);
    expect(dragOver(board, 'a', 'applied:pinned', false)).toBe(board);
    expect(dragOver(board, 'a', 'c', true)).toBe(board);
  });
});

describe('the drop', () => {
  it('within a list takes the place of the card it is over', () => {
    const result = dragEnd(board, 'a', 'c');
    expect(idsOf(result?.board ?? board)['saved:normal']).toEqual(['b', 'c', 'a']);
    expect(result?.place).toEqual({ lane: 'saved', kind: 'normal', index: 2 });
  });

  it('after dragging into another lane keeps the previewed place', () => {
    const previewed = dragOver(board, 'b', 'd', false);
    const result = dragEnd(previewed, 'b', 'b');
    expect(result?.place).toEqual({ lane: 'applied', kind: 'normal', index: 0 });
  });

  it('straight onto another lane’s list lands at its end', () => {
    expect(dragEnd(board, 'c', 'applied:normal')?.place).toEqual({
      lane: 'applied',
      kind: 'normal',
      index: 2,
    });
  });

  it('onto a list of the other kind leaves the card where it was', () => {
    expect(dragEnd(board, 'a', 'applied:pinned')).toEqual({
      board,
      place: { lane: 'saved', kind: 'normal', index: 0 },
    });
  });

  it('knows which list a droppable is', () => {
    expect(listOf(board, 'e')).toEqual({ lane: 'applied', kind: 'normal' });
    expect(listOf(board, 'saved:pinned')).toEqual({ lane: 'saved', kind: 'pinned' });
    expect(listOf(board, 'lane:saved')).toBeNull();
  });
});
