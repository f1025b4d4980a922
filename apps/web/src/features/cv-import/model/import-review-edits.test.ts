import { describe, expect, it, vi } from 'vitest';
import type { ReviewState } from './import-review.ts';
import { reviewEdits } from './import-review-edits.ts';

const state: ReviewState = {
  profile: [],
  links: [],
  experiences: [],
  educations: [],
  certifications: [],
  professional: [
    { key: 'professional.0', include: true, duplicate: false, value: 'TypeScript' },
    { key: 'professional.1', include: false, duplicate: true, value: 'SQL' },
  ],
  personal: [],
  language: [{ key: 'language.0', include: true, duplicate: false, value: { language: 'Norsk', level: 5 } }],
  other: [],
};

describe('reviewEdits', () => {
  it('changes one value of one item and says which', () => {
    const onChange = vi.fn();
    const [norsk] = state.language;
    if (!norsk) throw new Error('fixture');
    reviewEdits(state, onChange, {}).change('language', norsk, { level: 3 });
    expect(onChange).toHaveBeenCalledWith(
      { ...state, language: [{ ...norsk, value: { language: 'Norsk', level: 3 } }] },
      'language.0',
    );
  });

  it("gives an item's tick box and remove button, with its error", () => {
    const onChange = vi.fn();
    const [, sql] = state.professional;
    if (!sql) throw new Error('fixture');
    const controls = reviewEdits(state, onChange, { 'professional.1': 'Too long' }).controls(
      'professional',
      sql,
    );
    expect(controls).toMatchObject({ include: false, duplicate: true, error: 'Too long' });

    controls.onInclude(true);
    expect(onChange).toHaveBeenLastCalledWith(
      { ...state, professional: [state.professional[0], { ...sql, include: true }] },
      'professional.1',
    );
    controls.onRemove();
    expect(onChange).toHaveBeenLastCalledWith(
      { ...state, professional: [state.professional[0]] },
      'professional.1',
    );
  });
});
