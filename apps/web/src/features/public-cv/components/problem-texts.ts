import { useTranslation } from 'react-i18next';
import type { LoadProblemTexts } from '../../../shared/ui/load-problem-state.tsx';

/** What a visitor reads when a shared CV link or a public profile cannot be shown. */
export function useProblemTexts(kind: 'link' | 'profile'): LoadProblemTexts {
  const { t } = useTranslation('publicCv');
  return {
    expired: { title: t('states.expired.title'), description: t('states.expired.description') },
    notFound:
      kind === 'link'
        ? { title: t('states.notFound.linkTitle'), description: t('states.notFound.linkDescription') }
        : { title: t('states.notFound.profileTitle'), description: t('states.notFound.profileDescription') },
    failed: {
      title: t('states.failed.title'),
      description: t('states.failed.description'),
      retry: t('states.failed.retry'),
    },
  };
}
