import { ENDORSER_RELATIONSHIPS } from '@hirelane/contract/constants';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/common.json';
import no from '../../../public/locales/no/common.json';
import { RELATIONSHIP_KEYS, relationshipKey, relationshipOptions } from './relationship-options.ts';

describe('relationship options', () => {
  it('offers the 16 relationships, valued 0–15 in enum order', () => {
    const options = relationshipOptions((key) => en.relationship[key]);
    expect(options).toHaveLength(16);
    expect(options.map((option) => option.value)).toEqual(
      Array.from({ length: 16 }, (_, index) => String(index)),
    );
    // The English labels are the fixed own names, position by position.
    expect(options.map((option) => option.label)).toEqual([...ENDORSER_RELATIONSHIPS]);
  });

  it('has a Norwegian label for every relationship', () => {
    const labels = relationshipOptions((key) => no.relationship[key]).map((option) => option.label);
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(labels[3]).toBe('Kollega');
    expect(new Set(labels).size).toBe(16);
  });

  it('maps numbers to keys, and unknown numbers to "other"', () => {
    expect(relationshipKey(0)).toBe('ceo');
    expect(relationshipKey(15)).toBe('other');
    expect(relationshipKey(99)).toBe('other');
    expect(RELATIONSHIP_KEYS).toHaveLength(ENDORSER_RELATIONSHIPS.length);
  });
});
