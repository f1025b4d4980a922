import { jobFromLinkInput } from '@hirelane/contract/job-links';
import { Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { UrlField } from '../../../shared/forms/url-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
import { PhoneFullScreenModal } from '../../../shared/ui/phone-full-screen-modal.tsx';
import { jobFromLinkQueryOptions } from '../api/job-from-link.ts';
import { jobFromPageQueryOptions } from '../api/job-from-page.ts';
import { receivePage } from '../model/page-message.ts';
import { BookmarkletLink } from './bookmarklet-link.tsx';
import { ExtensionMention } from './extension-mention.tsx';

export type JobLinkDialogProps = {
  /** The link to read ('' asks for one); null while the dialog is closed. */
  url: string | null;
  /** The bookmarklet opened this tab and sends the page at `url`: read that, else the link. */
  pageSent?: boolean;
  onClose: () => void;
  /** The ad at `url` was read (it waits in the query cache): open the create drawer with it. */
  onRead: (url: string) => void;
};

/** "Add from link": paste a job ad's address; the server reads the ad; the create drawer opens filled in. */
export function JobLinkDialog({ url, pageSent = false, onClose, onRead }: JobLinkDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <PhoneFullScreenModal
      opened={url !== null}
      onClose={onClose}
      title={t('fromLink.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      {url !== null && <LinkForm initialUrl={url} pageSent={pageSent} onRead={onRead} onCancel={onClose} />}
      <Divider my="lg" />
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="h5">
          {t('fromLink.bookmarklet.title')}
        </Title>
        <Text size="sm">{t('fromLink.bookmarklet.how')}</Text>
        <BookmarkletLink />
        <Text size="xs" c="dimmed">
          {t('fromLink.bookmarklet.signedOut')}
        </Text>
        <ExtensionMention newTab />
      </Stack>
    </PhoneFullScreenModal>
  );
}

type LinkFormProps = {
  initialUrl: string;
  pageSent: boolean;
  onRead: (url: string) => void;
  onCancel: () => void;
};

function LinkForm({ initialUrl, pageSent, onRead, onCancel }: LinkFormProps) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    handleSubmit,
    field,
    isSubmitting: reading,
  } = useContractForm(jobFromLinkInput, {
    namespace: 'jobs',
    defaultValues: { url: initialUrl },
  });
  // The page the bookmarklet sends is read once, for the link it came with; a link typed later is fetched.
  const sentPage = useRef(pageSent);
  const submit = handleSubmit(async ({ url }) => {
    setFailure(null);
    try {
      const html = sentPage.current && url === initialUrl ? await receivePage(url) : null;
      sentPage.current = false;
      await queryClient.fetchQuery(html ? jobFromPageQueryOptions(url, html) : jobFromLinkQueryOptions(url));
      onRead(url);
    } catch (error) {
      setFailure(errorMessage(error, t('fromLink.failed')));
    }
  });
  // The bookmarklet brings a link: read it at once (one click from the ad to the filled-in drawer).
  const started = useRef(false);
  useEffect(() => {
    if (initialUrl && !started.current) {
      started.current = true;
      void submit();
    }
  }, [initialUrl, submit]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <UrlField
          label={t('fromLink.url')}
          description={t('fromLink.urlHint')}
          autoComplete="off"
          data-autofocus
          readOnly={reading}
          {...field('url')}
        />
        <Group gap="xs" role="status" aria-live="polite" mih={24}>
          {reading && (
            <>
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {t('fromLink.reading')}
              </Text>
            </>
          )}
        </Group>
      </Stack>
      {failure && <FormErrorAlert message={failure} />}
      <FormActions
        mt="md"
        submit={t('fromLink.submit')}
        loading={reading}
        cancel={{ label: t('form.cancel'), onClick: onCancel }}
      />
    </form>
  );
}
