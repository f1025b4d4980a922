import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

/** `/refund-policy` */
export function RefundPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('refund.title')}
      sections={[
        { title: t('refund.plansTitle'), body: t('refund.plansBody') },
        { title: t('refund.refundsTitle'), body: t('refund.refundsBody') },
      ]}
    />
  );
}
