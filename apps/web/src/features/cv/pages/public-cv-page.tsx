import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/public-cv/:publicCvId`: a CV shared by link, for anyone (a later issue). */
export function PublicCvPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.publicCv.title')} description={t('pages.publicCv.description')} />;
}
