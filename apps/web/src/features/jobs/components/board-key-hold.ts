/**
 * Holds the keys pressed in the first moments of a keyboard drag, and hands them on in order.
 *
 * dnd-kit's keyboard sensor starts listening for keys in a timeout set when the card is picked up
 * (so that the Space that picked it up does not drop it at once). On a busy machine the keys typed
 * next (→, then Space) can come before that timeout: the arrow then scrolled the board sideways
 * instead of moving the card, and the Space that followed dropped it where it was. Here every key
 * but the pick-up waits until the timeout after dnd-kit's has run, and is then sent again, one per
 * task so that the board has drawn each move before the next key.
 */
export function holdKeysUntilListening(pickUp: Event, view: Window): void {
  const held: KeyboardEvent[] = [];
  const resent = new WeakSet<Event>();
  const hold = (event: KeyboardEvent) => {
    if (event === pickUp || resent.has(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  view.addEventListener('keydown', hold, true);
  const sendNext = () => {
    const event = held.shift();
    if (!event) {
      view.removeEventListener('keydown', hold, true);
      return;
    }
    const copy = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      bubbles: true,
      cancelable: true,
    });
    resent.add(copy);
    (view.document.activeElement ?? view.document.body).dispatchEvent(copy);
    view.setTimeout(sendNext, 0);
  };
  // Timeouts of the same delay run in the order they were set: dnd-kit's listener is there by then.
  view.setTimeout(sendNext, 0);
}
