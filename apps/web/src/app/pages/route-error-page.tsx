import { Button, Center } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { EmptyPage } from '../../shared/ui/empty-page.tsx';

/** Last resort when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <EmptyPage title={t('routeError.title')} description={t('routeError.description')}>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </EmptyPage>
    </Center>
  );
}
