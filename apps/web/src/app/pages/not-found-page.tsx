import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../shared/ui/empty-page.tsx';
import { RouterButton } from '../../shared/ui/router-button.tsx';

/** `*`: any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('notFound.title')} description={t('notFound.description')}>
      <RouterButton to="/">{t('notFound.action')}</RouterButton>
    </EmptyPage>
  );
}
