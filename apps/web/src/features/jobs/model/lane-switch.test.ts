import { describe, expect, it } from 'vitest';
import { laneAtScroll, laneForKey } from './lane-switch.ts';

describe('switching lanes on a phone', () => {
  it('rests on the lane whose left edge is nearest to the scroll, at either end too', () => {
    // Six lanes 390 px wide, 16 px apart.
    const offsets = [0, 406, 812, 1218, 1624, 2030];
    expect(laneAtScroll(offsets, 0)).toBe('saved');
    expect(laneAtScroll(offsets, 406)).toBe('applied');
    expect(laneAtScroll(offsets, 620)).toBe('interviewed');
    expect(laneAtScroll(offsets, 590)).toBe('applied');
    expect(laneAtScroll(offsets, 5000)).toBe('drafts');
    expect(laneAtScroll(offsets, -20)).toBe('saved');
  });

  it('moves with the arrow keys (wrapping), Home and End', () => {
    expect(laneForKey('saved', 'ArrowRight')).toBe('applied');
    expect(laneForKey('saved', 'ArrowLeft')).toBe('drafts');
    expect(laneForKey('drafts', 'ArrowRight')).toBe('saved');
    expect(laneForKey('hired', 'Home')).toBe('saved');
    expect(laneForKey('hired', 'End')).toBe('drafts');
    expect(laneForKey('hired', 'Enter')).toBeNull();
  });
});
