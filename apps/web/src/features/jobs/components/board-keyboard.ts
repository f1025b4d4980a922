import type {
  ClientRect,
  DroppableContainer,
  DroppableContainers,
  KeyboardCoordinateGetter,
  KeyboardSensorProps,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { closestCorners, getFirstCollision, KeyboardSensor } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { kindOfEntry } from './board-collisions.ts';
import { holdKeysUntilListening } from './board-key-hold.ts';

/** dnd-kit's keyboard sensor, with the keys typed before it listens held for it (board-key-hold.ts). */
export class BoardKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const view = (props.event.target as Node | null)?.ownerDocument?.defaultView ?? window;
    holdKeysUntilListening(props.event, view);
  }
}

type DroppableMapConstructor = new (entries: [UniqueIdentifier, DroppableContainer][]) => DroppableContainers;
type CoordinateArgs = Parameters<KeyboardCoordinateGetter>[1];

const DIRECTIONS: Record<string, (from: ClientRect, rect: ClientRect) => boolean> = {
  ArrowDown: (from, rect) => from.top < rect.top,
  ArrowUp: (from, rect) => from.top > rect.top,
  ArrowLeft: (from, rect) => from.left > rect.left,
  ArrowRight: (from, rect) => from.left < rect.left,
};

/** The droppable an arrow key leads to from `from`: dnd-kit's own choice (sortableKeyboardCoordinates). */
function targetOf(code: string, from: ClientRect, { context }: CoordinateArgs): UniqueIdentifier | null {
  const ahead = DIRECTIONS[code];
  const active = context.active;
  if (!ahead || !active) return null;
  const candidates = context.droppableContainers.getEnabled().filter((entry) => {
    const rect = context.droppableRects.get(entry.id);
    return !entry.disabled && rect !== undefined && ahead(from, rect);
  });
  const collisions = closestCorners({
    active,
    collisionRect: from,
    droppableRects: context.droppableRects,
    droppableContainers: candidates,
    pointerCoordinates: null,
  });
  const first = getFirstCollision(collisions, 'id');
  return first === context.over?.id && collisions.length > 1 ? (collisions[1]?.id ?? null) : first;
}

/**
 * Arrow keys on the board: to the next card or list of the same kind (pinned or normal), by
 * dnd-kit's sortable rules, and the drop lands where the keys led, wherever the board is scrolled.
 *
 * When the card's next place lies past the middle of the board's visible part, dnd-kit scrolls the
 * board (or a lane) rather than moving the card, and only sees the card over that place once the
 * scroll has been drawn; a Space or another arrow pressed before that went from the old place. So
 * the place the last arrow led to is kept until dnd-kit has caught up: the next arrow goes on from
 * it, and a drop lands on it (`target`).
 */
export function createBoardKeyboardMoves() {
  let led: UniqueIdentifier | null = null;
  const coordinates: KeyboardCoordinateGetter = (event, args) => {
    const { active, droppableContainers, droppableRects, collisionRect } = args.context;
    if (!active) return sortableKeyboardCoordinates(event, args);
    const kind = kindOfEntry(active);
    const ContainersMap = droppableContainers.constructor as DroppableMapConstructor;
    const sameKind = new ContainersMap(
      droppableContainers
        .toArray()
        .filter((entry) => kindOfEntry(entry) === kind)
        .map((entry): [UniqueIdentifier, DroppableContainer] => [entry.id, entry]),
    );
    const ledRect = led === null ? undefined : droppableRects.get(led);
    const from: ClientRect | null =
      ledRect && collisionRect
        ? {
            ...collisionRect,
            top: ledRect.top,
            left: ledRect.left,
            right: ledRect.left + collisionRect.width,
            bottom: ledRect.top + collisionRect.height,
          }
        : collisionRect;
    const scoped = {
      ...args,
      context: { ...args.context, droppableContainers: sameKind, collisionRect: from },
    };
    if (from) led = targetOf(event.code, from, scoped) ?? led;
    return sortableKeyboardCoordinates(event, scoped);
  };
  return {
    coordinates,
    /** Where the arrow keys led, while dnd-kit has not yet seen the card there. */
    target: (): string | null => (led === null ? null : String(led)),
    /** dnd-kit sees the card over `id` now: once that is where the keys led, it knows the place again. */
    over: (id: string | null) => {
      if (id !== null && led !== null && String(led) === id) led = null;
    },
    reset: () => {
      led = null;
    },
  };
}
