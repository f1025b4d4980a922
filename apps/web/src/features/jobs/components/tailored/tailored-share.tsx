import type { JobSummary } from '@hirelane/contract/jobs';
import type { TailoredCv } from '@hirelane/contract/tailored-cv';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../../shared/ui/copy-text.ts';
import { useDownloadTailoredPdf, useShareTailoredCv } from '../../api/tailored-cv.ts';

type TailoredShareProps = { job: JobSummary; version: TailoredCv };

/** The version's PDF and share link: a saved version only can be shared, in the design it chose. */
export function TailoredShare({ job, version }: TailoredShareProps) {
  const { t } = useTranslation('jobs');
  const download = useDownloadTailoredPdf(job.jobId);
  const share = useShareTailoredCv(job.jobId);
  const url = share.data?.publicUrl;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button variant="light" loading={download.isPending} onClick={() => download.mutate(version.design)}>
          {t('tailored.downloadPdf')}
        </Button>
        <Button
          variant="light"
          loading={share.isPending}
          disabled={!version.saved}
          onClick={() =>
            share.mutate(t('tailored.linkTitle', { position: job.position, company: job.company }))
          }
        >
          {t('tailored.share')}
        </Button>
      </Group>
      {!version.saved && (
        <Text size="xs" c="dimmed">
          {t('tailored.saveToShare')}
        </Text>
      )}
      {url && (
        <Stack gap="xs" role="status">
          <TextInput
            label={t('tailored.linkLabel')}
            description={t('tailored.shared')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() =>
                void copyText(url, { done: t('tailored.copied'), failed: t('tailored.copyFailed') })
              }
            >
              {t('tailored.copyLink')}
            </Button>
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('tailored.openLink')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
