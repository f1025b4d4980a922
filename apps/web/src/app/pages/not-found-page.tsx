import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPage } from '../../shared/ui/empty-page.tsx';

/** `*`: any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('notFound.title')} description={t('notFound.description')}>
      <Button component={Link} to="/">
        {t('notFound.action')}
      </Button>
    </EmptyPage>
  );
}
