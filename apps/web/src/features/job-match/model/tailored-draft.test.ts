import type { TailoredEntry } from '@hirelane/contract/tailored-cv';
import { describe, expect, it } from 'vitest';
import { moveEntry, toggleEntry, versionToSave } from './tailored-draft.ts';

const entry = (id: string, section: TailoredEntry['section']): TailoredEntry => ({
  id,
  section,
  title: id,
  subtitle: null,
  description: null,
  excluded: false,
});
const entries = [entry('a', 'experience'), entry('b', 'experience'), entry('c', 'education')];
const ids = (list: TailoredEntry[]) => list.map((item) => item.id);

describe('a tailored version being arranged', () => {
  it.each([
    { id: 'b', by: -1, expected: ['b', 'a', 'c'] },
    { id: 'a', by: 1, expected: ['b', 'a', 'c'] },
    { id: 'a', by: -1, expected: ['a', 'b', 'c'] },
    { id: 'b', by: 1, expected: ['a', 'b', 'c'] },
    { id: 'c', by: -1, expected: ['a', 'b', 'c'] },
  ] as const)('moves $id by $by only within its section', ({ id, by, expected }) => {
    expect(ids(moveEntry(entries, id, by))).toEqual(expected);
  });

  it('saves the arrangement, the left-out entries, hidden skills and empty texts as following the main CV', () => {
    const arranged = toggleEntry(moveEntry(entries, 'b', -1), 'a');
    expect(
      versionToSave(
        { headline: '  ', summary: 'For this job', design: 'compact' },
        arranged,
        { b: '- Did it' },
        null,
        ['language:german'],
      ),
    ).toEqual({
      headline: null,
      summary: 'For this job',
      design: 'compact',
      excludedEntryIds: ['a'],
      entryOrder: ['b', 'a', 'c'],
      descriptionOverrides: { b: '- Did it' },
      professionalSkills: null,
      hiddenSkillIds: ['language:german'],
    });
  });
});
