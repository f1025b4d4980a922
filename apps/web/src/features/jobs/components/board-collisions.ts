import type {
  Active,
  Collision,
  CollisionDetection,
  DroppableContainer,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { closestCenter, closestCorners, pointerWithin, rectIntersection } from '@dnd-kit/core';
import type { JobLane } from '@hirelane/contract/constants';
import type { ListKind } from '../model/board.ts';
import { listId } from '../model/board.ts';

/** What every droppable on the board carries: a card or list with its kind, or a whole lane. */
export type BoardDroppableData =
  | { type: 'card' | 'list'; kind: ListKind; listId: string }
  | { type: 'lane'; lane: JobLane };

function dataOf(entry: Active | DroppableContainer | null | undefined): BoardDroppableData | null {
  const data = entry?.data.current as Partial<Record<string, unknown>> | undefined;
  if (!data) return null;
  if (data.type === 'lane' && typeof data.lane === 'string')
    return { type: 'lane', lane: data.lane as JobLane };
  if ((data.type === 'card' || data.type === 'list') && (data.kind === 'pinned' || data.kind === 'normal')) {
    return { type: data.type, kind: data.kind, listId: String(data.listId) };
  }
  return null;
}

/** The kind of list (pinned or normal) a card or list belongs to; null for a lane. */
export function kindOfEntry(entry: Active | DroppableContainer | null | undefined): ListKind | null {
  const data = dataOf(entry);
  return data && data.type !== 'lane' ? data.kind : null;
}

/** Cards and lists of the dragged card's kind: a pinned card only ever lands in a pinned list. */
function sameKind(active: Active, containers: DroppableContainer[]): DroppableContainer[] {
  const kind = kindOfEntry(active);
  return containers.filter((container) => kind !== null && kindOfEntry(container) === kind);
}

function cardsOf(containers: DroppableContainer[], list: string, activeId: UniqueIdentifier) {
  return containers.filter((entry) => {
    const data = dataOf(entry);
    return data?.type === 'card' && data.listId === list && entry.id !== activeId;
  });
}

/**
 * Pointer first: the card or list under it (inside a list, its nearest card). Anywhere else in a
 * lane means that lane's list of the card's kind — above its cards the top, otherwise the end.
 * Then overlap; the keyboard works on corners.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const targets = sameKind(args.active, args.droppableContainers);
  const scoped = { ...args, droppableContainers: targets };
  const pointer = args.pointerCoordinates;
  if (!pointer) return closestCorners(scoped);

  const within = pointerWithin(scoped);
  const first = within[0];
  if (first) {
    const data = dataOf(targets.find((entry) => entry.id === first.id));
    if (data?.type !== 'list') return within;
    const cards = cardsOf(targets, data.listId, args.active.id);
    const nearest = cards.length > 0 ? closestCenter({ ...scoped, droppableContainers: cards }) : [];
    return nearest.length > 0 ? nearest : within;
  }

  const kind = kindOfEntry(args.active);
  const lanes = args.droppableContainers.filter((entry) => dataOf(entry)?.type === 'lane');
  const laneHit = pointerWithin({ ...args, droppableContainers: lanes })[0];
  const laneData = dataOf(lanes.find((entry) => entry.id === laneHit?.id));
  if (kind && laneData?.type === 'lane') {
    const id = listId(laneData.lane, kind);
    const list = targets.find((entry) => entry.id === id);
    if (list) {
      const cards = cardsOf(targets, id, args.active.id);
      const listRect = args.droppableRects.get(id);
      const firstCard = cards
        .map((entry) => ({ entry, rect: args.droppableRects.get(entry.id) }))
        .sort((a, b) => (a.rect?.top ?? 0) - (b.rect?.top ?? 0))[0];
      const aboveList = listRect ? pointer.y < listRect.top : false;
      const target = aboveList && firstCard ? firstCard.entry : list;
      const collision: Collision = { id: target.id, data: { droppableContainer: target, value: 0 } };
      return [collision];
    }
  }
  return rectIntersection(scoped);
};
