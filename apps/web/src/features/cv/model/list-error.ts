import type { FieldError } from 'react-hook-form';

type ListFieldError = {
  root?: FieldError | undefined;
  type?: string | undefined;
  message?: string | undefined;
};

/**
 * The error of a whole list field (too many items, a repeat): react-hook-form puts it under `root`
 * for field arrays and on the list itself otherwise.
 */
export function listErrorOf(error: ListFieldError | undefined): FieldError | undefined {
  if (!error) return undefined;
  if (error.root) return error.root;
  return error.message ? { type: error.type ?? 'custom', message: error.message } : undefined;
}

/** The first failing item of a list of plain values (skills): its own error. */
export function firstItemErrorOf(error: object | undefined, length: number): FieldError | undefined {
  if (!error) return undefined;
  const items = error as Record<number, Partial<FieldError> | undefined>;
  for (let index = 0; index < length; index += 1) {
    const item = items[index];
    if (item?.message) return { type: item.type ?? 'custom', message: item.message };
  }
  return undefined;
}
