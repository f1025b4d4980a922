import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

/** `/refund-policy`: there are no paid plans, so nothing to refund (said plainly). */
export function RefundPage() {
  const { t } = useTranslation('legal');
  return <LegalPage content={t('refund', { returnObjects: true })} />;
}
