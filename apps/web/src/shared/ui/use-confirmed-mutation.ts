import { useState } from 'react';

/**
 * Asking before a change to one item of a list: `ask(item)` opens the question and `confirmProps`
 * wire a ConfirmDialog. Confirming runs the mutation on the item; on success the question closes,
 * on failure the toast says why and the question stays open to try again.
 */
export function useConfirmedMutation<Item, Variables>(
  mutation: { mutateAsync: (variables: Variables) => Promise<unknown>; isPending: boolean },
  variablesOf: (item: Item) => Variables,
) {
  const [asked, setAsked] = useState<Item | null>(null);
  const confirm = async () => {
    if (asked === null) return;
    try {
      await mutation.mutateAsync(variablesOf(asked));
      setAsked(null);
    } catch {
      // The toast said why; the question stays open to try again.
    }
  };
  return {
    asked,
    ask: (item: Item) => setAsked(item),
    confirmProps: {
      opened: asked !== null,
      loading: mutation.isPending,
      onConfirm: () => void confirm(),
      onCancel: () => setAsked(null),
    },
  };
}
