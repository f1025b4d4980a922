import { expect } from 'vitest';

/** What `pending` failed with, checked to be a `kind` (fails the test when it did not fail, or failed otherwise). */
export const rejectionOf = async <E>(
  pending: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> => {
  const error = await pending.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
};
