import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { EmptyPage } from '../../shared/ui/empty-page.tsx';

/**
 * A page that crashed, inside its layout (navigation, footer and language still work): a friendly
 * message and a retry that renders the page again, instead of a white screen.
 */
export function PageError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // Navigating to the same place clears the router's error and renders the page afresh.
  const retry = () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  return (
    <EmptyPage title={t('pageError.title')} description={t('pageError.description')}>
      <Button onClick={retry}>{t('pageError.retry')}</Button>
    </EmptyPage>
  );
}
