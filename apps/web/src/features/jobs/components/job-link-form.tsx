import { type JobAlreadyOnBoard, jobFromLinkInput } from '@hirelane/contract/job-links';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { UrlField } from '../../../shared/forms/url-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert.tsx';
import { jobFromLinkQueryOptions } from '../api/job-from-link.ts';
import { jobFromPageQueryOptions } from '../api/job-from-page.ts';
import { receivePage } from '../model/page-message.ts';
import { AlreadyOnBoard } from './already-on-board.tsx';

export type JobLinkFormProps = {
  initialUrl: string;
  pageSent: boolean;
  /** The ad at `url` was read (it waits in the query cache): go on to the create drawer. */
  onRead: (url: string) => void;
  /** The ad at `url` could not be read: go on to the create drawer with its link alone. */
  onAddByHand: (url: string) => void;
  /** Open a job on the board (the one the ad already is). */
  onOpenJob: (jobId: string) => void;
  onCancel: () => void;
};

/** What the last read of a link came to, shown until the link changes or another read starts. */
type Outcome = { url: string; failure: string } | { url: string; same: JobAlreadyOnBoard } | null;

/** The link field of "Add from link": reads the ad, or the page the bookmarklet sends. */
export function JobLinkForm({
  initialUrl,
  pageSent,
  onRead,
  onAddByHand,
  onOpenJob,
  onCancel,
}: JobLinkFormProps) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
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
  const read = handleSubmit(async ({ url }) => {
    try {
      const html = sentPage.current && url === initialUrl ? await receivePage(url) : null;
      sentPage.current = false;
      const found = await queryClient.fetchQuery(
        html ? jobFromPageQueryOptions(url, html) : jobFromLinkQueryOptions(url),
      );
      if (found.alreadyOnBoard) setOutcome({ url, same: found.alreadyOnBoard });
      else onRead(url);
    } catch (error) {
      setOutcome({ url, failure: errorMessage(error, t('fromLink.failed')) });
    }
  });
  // A new read, even one the form refuses before it starts, leaves the last link's outcome behind.
  const submit = (event?: FormEvent) => {
    setOutcome(null);
    return read(event);
  };
  // The bookmarklet brings a link: read it at once (one click from the ad to the filled-in drawer).
  const started = useRef(false);
  useEffect(() => {
    if (initialUrl && !started.current) {
      started.current = true;
      void submit();
    }
  });
  const urlField = field('url');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <UrlField
          label={t('fromLink.url')}
          description={t('fromLink.urlHint')}
          autoComplete="off"
          data-autofocus
          readOnly={reading}
          {...urlField}
          onChange={(event) => {
            setOutcome(null);
            return urlField.onChange(event);
          }}
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
      {outcome && 'failure' in outcome && (
        <FormErrorAlert
          message={
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{outcome.failure}</Text>
              <Button size="xs" variant="default" onClick={() => onAddByHand(outcome.url)}>
                {t('fromLink.byHand')}
              </Button>
            </Stack>
          }
        />
      )}
      {outcome && 'same' in outcome && (
        <AlreadyOnBoard job={outcome.same} onOpen={onOpenJob} onSaveAnyway={() => onRead(outcome.url)} />
      )}
      <FormActions
        mt="md"
        submit={t('fromLink.submit')}
        loading={reading}
        cancel={{ label: t('form.cancel'), onClick: onCancel }}
      />
    </form>
  );
}
