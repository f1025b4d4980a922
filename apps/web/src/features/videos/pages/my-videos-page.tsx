import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/my-videos` (Premium only): video manager and upload (a later issue). */
export function MyVideosPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.videos.title')} description={t('pages.videos.description')} />;
}
