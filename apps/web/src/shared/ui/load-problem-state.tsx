import { Button, ThemeIcon } from '@mantine/core';
import type { LoadProblem } from '../http/load-problem.ts';
import { EmptyPage } from './empty-page.tsx';

type Words = { title: string; description: string };

export type LoadProblemTexts = {
  /** A link that ran out (410). */
  expired?: Words;
  /** Nothing at this address (404). */
  notFound: Words;
  /** Anything else, with a retry button. */
  failed: Words & { retry: string };
};

export type LoadProblemStateProps = { problem: LoadProblem; texts: LoadProblemTexts; onRetry: () => void };

function HourglassIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Friendly words for a link that ran out, an address with nothing behind it, or a failed load. */
export function LoadProblemState({ problem, texts, onRetry }: LoadProblemStateProps) {
  const words =
    problem === 'expired'
      ? (texts.expired ?? texts.notFound)
      : problem === 'notFound'
        ? texts.notFound
        : null;
  if (words) {
    return (
      <EmptyPage
        title={words.title}
        description={words.description}
        icon={
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            {problem === 'expired' ? <HourglassIcon /> : <SearchIcon />}
          </ThemeIcon>
        }
      />
    );
  }
  return (
    <EmptyPage title={texts.failed.title} description={texts.failed.description}>
      <Button onClick={onRetry}>{texts.failed.retry}</Button>
    </EmptyPage>
  );
}
