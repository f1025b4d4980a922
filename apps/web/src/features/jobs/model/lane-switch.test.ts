import { describe, expect, it } from 'vitest';
import { laneBeside, laneForKey, swipeDirection } from './lane-switch.ts';

describe('switching lanes on a phone', () => {
  it('tells a sideways swipe from a scroll, a tap and a diagonal drag', () => {
    expect(swipeDirection({ x: 300, y: 400 }, { x: 120, y: 420 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 400 }, { x: 280, y: 380 })).toBe('previous');
    expect(swipeDirection({ x: 200, y: 400 }, { x: 190, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 200, y: 400 }, { x: 170, y: 402 })).toBeNull();
    expect(swipeDirection({ x: 300, y: 400 }, { x: 200, y: 320 })).toBeNull();
  });

  it('swipes to the neighbouring lane and stops at either end', () => {
    expect(laneBeside('saved', 'next')).toBe('applied');
    expect(laneBeside('applied', 'previous')).toBe('saved');
    expect(laneBeside('saved', 'previous')).toBeNull();
    expect(laneBeside('drafts', 'next')).toBeNull();
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
