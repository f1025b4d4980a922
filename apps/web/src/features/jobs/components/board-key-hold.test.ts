import { afterEach, describe, expect, it } from 'vitest';
import { holdKeysUntilListening } from './board-key-hold.ts';

const press = (target: EventTarget, code: string) => {
  const event = new KeyboardEvent('keydown', { key: code, code, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop = () => {};
afterEach(() => stop());

describe('holdKeysUntilListening', () => {
  it('hands the keys typed before a late listener to it, in order, without their default', async () => {
    const heard: string[] = [];
    const listen = (event: KeyboardEvent) => heard.push(event.code);
    stop = () => document.removeEventListener('keydown', listen);
    const pickUp = new KeyboardEvent('keydown', { code: 'Space' });
    // Like dnd-kit: the listener comes in a timeout set as the card is picked up.
    setTimeout(() => document.addEventListener('keydown', listen), 0);
    holdKeysUntilListening(pickUp, window);
    const arrow = press(document.body, 'ArrowRight');
    const drop = press(document.body, 'Space');
    expect(arrow.defaultPrevented).toBe(true);
    expect(drop.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);

    await nextTask();
    await nextTask();
    await nextTask();
    expect(heard).toEqual(['ArrowRight', 'Space']);

    // Then it steps aside: later keys reach the listener once, as typed.
    const later = press(document.body, 'ArrowDown');
    expect(later.defaultPrevented).toBe(false);
    expect(heard).toEqual(['ArrowRight', 'Space', 'ArrowDown']);
  });
});
