import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/public-job-application/:publicJobApplicationId`: a shared job application (a later issue). */
export function PublicJobApplicationPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('pages.publicJobApplication.title')}
      description={t('pages.publicJobApplication.description')}
    />
  );
}
