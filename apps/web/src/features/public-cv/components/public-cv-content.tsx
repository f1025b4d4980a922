import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadProblemOf } from '../../../shared/http/load-problem.ts';
import { LoadProblemState } from '../../../shared/ui/load-problem-state.tsx';
import { CvDocumentSkeleton } from './cv-document-skeleton.tsx';
import { useProblemTexts } from './problem-texts.ts';

export type PublicCvContentProps<Data> = {
  query: UseQueryResult<Data, unknown>;
  /** Which texts a problem shows: a shared link's or a public profile's. */
  kind: 'link' | 'profile';
  children: (data: Data) => ReactNode;
};

/** A public CV's skeleton while it loads, what stops it (expired, not found, failed: retry), or the CV. */
export function PublicCvContent<Data>({ query, kind, children }: PublicCvContentProps<Data>) {
  const problemTexts = useProblemTexts(kind);
  if (query.isPending) return <CvDocumentSkeleton />;
  const problem = query.error ? loadProblemOf(query.error) : null;
  if (problem || !query.data) {
    return (
      <LoadProblemState
        problem={problem ?? 'failed'}
        texts={problemTexts}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
