import type { Group, Reviewed, ReviewState } from './import-review.ts';

type Item<G extends Group> = ReviewState[G][number];
/** The groups whose items are records (not a skill's bare words). */
type RecordGroup = Exclude<Group, 'professional' | 'personal'>;

/** What a ReviewItem needs to keep, drop or flag one item. */
type ItemControls = {
  include: boolean;
  duplicate: boolean;
  error: string | undefined;
  onInclude: (include: boolean) => void;
  onRemove: () => void;
};

/** The review's changes, each reported with the key of the item it touched (its error is then out of date). */
export type ReviewEdits = {
  update: <G extends Group>(group: G, key: string, patch: Partial<Item<G>>) => void;
  /** Some of an item's values, as typed into its inline fields. */
  change: <G extends RecordGroup>(group: G, item: Item<G>, patch: Partial<Item<G>['value']>) => void;
  controls: (group: Group, item: Reviewed<unknown>) => ItemControls;
};

/** The review's item updates, each handed to `onChange` as the whole new state. */
export function reviewEdits(
  state: ReviewState,
  onChange: (next: ReviewState, key: string) => void,
  errors: Record<string, string>,
): ReviewEdits {
  const update = <G extends Group>(group: G, key: string, patch: Partial<Item<G>>) =>
    onChange(
      {
        ...state,
        [group]: (state[group] as Reviewed<unknown>[]).map((item) =>
          item.key === key ? { ...item, ...patch } : item,
        ),
      },
      key,
    );
  const remove = (group: Group, key: string) =>
    onChange(
      { ...state, [group]: (state[group] as Reviewed<unknown>[]).filter((item) => item.key !== key) },
      key,
    );
  return {
    update,
    change: (group, item, patch) =>
      update(group, item.key, { value: { ...item.value, ...patch } } as Partial<typeof item>),
    controls: (group, item) => ({
      include: item.include,
      duplicate: item.duplicate,
      error: errors[item.key],
      onInclude: (include) => update(group, item.key, { include }),
      onRemove: () => remove(group, item.key),
    }),
  };
}
