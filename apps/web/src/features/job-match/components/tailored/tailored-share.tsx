import type { JobSummary } from '@hirelane/contract/jobs';
import { type ContactField, DEFAULT_LINK_CONTACT_FIELDS } from '@hirelane/contract/sharing';
import type { TailoredCv } from '@hirelane/contract/tailored-cv';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableLink } from '../../../../shared/ui/copyable-link.tsx';
import {
  reusableTailoredLink,
  useDownloadTailoredPdf,
  useShareTailoredCv,
  useTailoredLinkContact,
  useTailoredLinks,
} from '../../api/tailored-cv.ts';
import { TailoredContactChoice } from './tailored-contact-choice.tsx';

type TailoredShareProps = { job: JobSummary; version: TailoredCv };

/**
 * The version's PDF and share link: a saved version only can be shared, in the design it chose. A
 * version has one link: the one already made is shown (and reused) until it expires or is deleted.
 * The link shows the e-mail and phone unless the owner unticks them, before or after making it.
 */
export function TailoredShare({ job, version }: TailoredShareProps) {
  const { t } = useTranslation('jobs');
  const download = useDownloadTailoredPdf(job.jobId);
  const share = useShareTailoredCv(job.jobId, version.design);
  const links = useTailoredLinks(job.jobId, version.saved);
  const existing = version.saved && links.data ? reusableTailoredLink(links.data, version.design) : undefined;
  const link = existing ?? share.data;
  const url = link?.publicUrl;
  const contact = useTailoredLinkContact(job.jobId);
  const [chosen, setChosen] = useState<ContactField[]>([...DEFAULT_LINK_CONTACT_FIELDS]);
  // While a change is saved, the boxes show it (the links are read again before it is done).
  const contactFields = link
    ? contact.isPending
      ? contact.variables.contactFields
      : link.contactFields
    : chosen;
  const chooseContact = (next: ContactField[]) =>
    link ? contact.mutate({ link, contactFields: next }) : setChosen(next);
  const linkField = useRef<HTMLInputElement>(null);
  // The button that asked is gone once the link shows: focus goes to the link, selected for copying.
  useEffect(() => {
    if (share.data) linkField.current?.focus();
  }, [share.data]);
  return (
    <Stack gap="sm">
      <TailoredContactChoice
        value={contactFields}
        onChange={chooseContact}
        disabled={!version.saved || contact.isPending}
      />
      <Group gap="sm">
        <Button variant="light" loading={download.isPending} onClick={() => download.mutate(version.design)}>
          {t('tailored.downloadPdf')}
        </Button>
        {!url && (
          <Button
            variant="light"
            loading={share.isPending}
            disabled={!version.saved}
            onClick={() =>
              share.mutate({
                title: t('tailored.linkTitle', { position: job.position, company: job.company }),
                contactFields: chosen,
              })
            }
          >
            {t('tailored.share')}
          </Button>
        )}
      </Group>
      {!version.saved && (
        <Text size="xs" c="dimmed">
          {t('tailored.saveToShare')}
        </Text>
      )}
      {url && (
        <CopyableLink
          role="status"
          inputRef={linkField}
          url={url}
          label={t('tailored.linkLabel')}
          description={t('tailored.shared')}
          copy={{
            action: t('tailored.copyLink'),
            done: t('tailored.copied'),
            failed: t('tailored.copyFailed'),
          }}
          openText={t('tailored.openLink')}
        />
      )}
    </Stack>
  );
}
