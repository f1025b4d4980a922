import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { useUnsubscribe } from '../api/reminder-settings.ts';

/**
 * `/unsubscribe?token=…`, public: where a reminder e-mail's link leads. Opening it changes nothing
 * (mail scanners open links); the button turns reminder e-mails off, signed in or not. The link
 * carries a secret token, so the page stays out of search engines.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  usePageMeta({ title: t('unsubscribe.documentTitle'), noindex: true });

  let content: ReactNode;
  if (unsubscribe.isSuccess) {
    content = (
      <>
        <PageHeading title={t('unsubscribe.doneTitle')} subtitle={t('unsubscribe.doneBody')} focusOnMount />
        <Anchor component={Link} to="/account/reminders">
          {t('unsubscribe.settingsLink')}
        </Anchor>
      </>
    );
  } else if (!token) {
    content = <PageHeading title={t('unsubscribe.missingTitle')} subtitle={t('unsubscribe.missingBody')} />;
  } else {
    content = (
      <>
        <PageHeading title={t('unsubscribe.pageTitle')} subtitle={t('unsubscribe.description')} />
        {unsubscribe.isError && (
          <Text role="alert" c="red.8">
            {errorMessage(unsubscribe.error, t('errors.unsubscribe'))}
          </Text>
        )}
        <Button w="fit-content" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {t('unsubscribe.confirm')}
        </Button>
      </>
    );
  }

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="40rem">
      <Stack gap="md" align="flex-start">
        {content}
      </Stack>
    </Card>
  );
}
