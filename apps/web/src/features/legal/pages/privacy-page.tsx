import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

/** `/privacy-policy` */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('privacy.title')}
      sections={[
        { title: t('privacy.storeTitle'), body: t('privacy.storeBody') },
        { title: t('privacy.useTitle'), body: t('privacy.useBody') },
        { title: t('privacy.rightsTitle'), body: t('privacy.rightsBody') },
      ]}
    />
  );
}
