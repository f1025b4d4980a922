import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

/** `/terms-conditions` */
export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('terms.title')}
      sections={[
        { title: t('terms.useTitle'), body: t('terms.useBody') },
        { title: t('terms.contentTitle'), body: t('terms.contentBody') },
        { title: t('terms.changesTitle'), body: t('terms.changesBody') },
      ]}
    />
  );
}
