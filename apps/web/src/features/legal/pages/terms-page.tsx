import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

/** `/terms-conditions` */
export function TermsPage() {
  const { t } = useTranslation('legal');
  return <LegalPage content={t('terms', { returnObjects: true })} />;
}
