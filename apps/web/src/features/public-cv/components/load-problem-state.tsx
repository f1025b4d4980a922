import { Button, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../../shared/ui/empty-page.tsx';
import type { LoadProblem } from '../model/load-problem.ts';

export type LoadProblemStateProps = {
  problem: LoadProblem;
  /** What the visitor came for: a shared link or a public profile. */
  kind: 'link' | 'profile';
  onRetry: () => void;
};

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
export function LoadProblemState({ problem, kind, onRetry }: LoadProblemStateProps) {
  const { t } = useTranslation('publicCv');
  if (problem === 'expired') {
    return (
      <EmptyPage
        title={t('states.expired.title')}
        description={t('states.expired.description')}
        icon={
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <HourglassIcon />
          </ThemeIcon>
        }
      />
    );
  }
  if (problem === 'notFound') {
    return (
      <EmptyPage
        title={kind === 'link' ? t('states.notFound.linkTitle') : t('states.notFound.profileTitle')}
        description={
          kind === 'link' ? t('states.notFound.linkDescription') : t('states.notFound.profileDescription')
        }
        icon={
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <SearchIcon />
          </ThemeIcon>
        }
      />
    );
  }
  return (
    <EmptyPage title={t('states.failed.title')} description={t('states.failed.description')}>
      <Button onClick={onRetry}>{t('states.failed.retry')}</Button>
    </EmptyPage>
  );
}
