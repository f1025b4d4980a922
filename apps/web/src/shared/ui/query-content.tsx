import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryLoadError } from './load-error.tsx';

export type QueryContentProps<Data> = {
  query: UseQueryResult<Data>;
  /** What failed, when the server said nothing a person understands. */
  errorText: string;
  /** What stands in while the data loads (a skeleton of the content). */
  loading: ReactNode;
  children: (data: Data) => ReactNode;
};

/** One query's data, its loading placeholder, or its failure in place with a retry. */
export function QueryContent<Data>({ query, errorText, loading, children }: QueryContentProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <QueryLoadError query={query} errorText={errorText} />;
  return loading;
}
