import { describe, expect, it } from 'vitest';
import { inVersionOrder, prioritised } from './tailored-versions.ts';

describe('a tailored version’s order', () => {
  it.each([
    { order: [], expected: ['a', 'b', 'c'] },
    { order: ['c'], expected: ['c', 'a', 'b'] },
    { order: ['c', 'a'], expected: ['c', 'a', 'b'] },
    { order: ['gone', 'b'], expected: ['b', 'a', 'c'] },
  ])('puts $order first, then the rest in the CV’s order', ({ order, expected }) => {
    expect(inVersionOrder(['a', 'b', 'c'], (id) => id, order)).toEqual(expected);
  });

  it.each([
    { priority: [], expected: ['Excel', 'Postgres', 'Triage'] },
    { priority: ['triage'], expected: ['Triage', 'Excel', 'Postgres'] },
    { priority: ['postgres', 'TRIAGE', 'Rust'], expected: ['Postgres', 'Triage', 'Excel'] },
  ])('puts the skills the ad asks for ($priority) first, case aside', ({ priority, expected }) => {
    expect(prioritised(['Excel', 'Postgres', 'Triage'], priority)).toEqual(expected);
  });
});
