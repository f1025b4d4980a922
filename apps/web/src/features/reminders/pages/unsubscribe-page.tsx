import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useStaticPage } from '../../../shared/ui/static-page.ts';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { useUnsubscribe } from '../api/reminder-settings.ts';

/**
 * `/unsubscribe?token=…`, public: where a reminder e-mail's link leads. Opening it changes nothing
 * (mail scanners open links); the button turns reminder e-mails off, signed in or not. The link
 * carries a secret token, so the page stays out of search engines. The button is a plain form that
 * posts the token to this address: rendered by the server, it works without script (the server
 * answers with the page's next state); in the app, the form's submit calls the API instead.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const answer = useStaticPage()?.answer;
  usePageMeta({ title: t('unsubscribe.documentTitle'), noindex: true });

  let content: ReactNode;
  if (unsubscribe.isSuccess || answer === 'done') {
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
  } else if (answer === 'invalid') {
    content = <PageHeading title={t('unsubscribe.invalidTitle')} subtitle={t('unsubscribe.invalidBody')} />;
  } else {
    content = (
      <>
        <PageHeading title={t('unsubscribe.pageTitle')} subtitle={t('unsubscribe.description')} />
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            unsubscribe.mutate(token);
          }}
        >
          <Stack gap="md" align="flex-start">
            <input type="hidden" name="token" value={token} />
            {unsubscribe.isError && (
              <Text role="alert" c="red.8">
                {errorMessage(unsubscribe.error, t('errors.unsubscribe'))}
              </Text>
            )}
            <Button type="submit" loading={unsubscribe.isPending}>
              {t('unsubscribe.confirm')}
            </Button>
          </Stack>
        </form>
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
