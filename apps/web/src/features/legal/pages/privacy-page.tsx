import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

/** `/privacy-policy`: what Hirelane stores, the cookies, and how to delete the account. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <LegalPage content={t('privacy', { returnObjects: true })} withCookieSettings />;
}
