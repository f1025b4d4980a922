import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneFullScreenModal } from '../../../shared/ui/phone-full-screen-modal.tsx';
import { BookmarkletLink } from './bookmarklet-link.tsx';
import { ExtensionMention } from './extension-mention.tsx';
import { JobLinkForm, type JobLinkFormProps } from './job-link-form.tsx';

export type JobLinkDialogProps = Pick<JobLinkFormProps, 'onRead' | 'onAddByHand' | 'onOpenJob'> & {
  /** The link to read ('' asks for one); null while the dialog is closed. */
  url: string | null;
  /** The bookmarklet opened this tab and sends the page at `url`: read that, else the link. */
  pageSent?: boolean;
  onClose: () => void;
};

/**
 * "Add from link": paste a job ad's address; the server reads the ad; the create drawer opens
 * filled in. An ad that cannot be read can be added by hand; one already on the board is named.
 */
export function JobLinkDialog({ url, pageSent = false, onClose, ...next }: JobLinkDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <PhoneFullScreenModal
      opened={url !== null}
      onClose={onClose}
      title={t('fromLink.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      {url !== null && <JobLinkForm initialUrl={url} pageSent={pageSent} onCancel={onClose} {...next} />}
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
