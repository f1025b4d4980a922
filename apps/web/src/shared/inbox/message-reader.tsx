import { formatDateTime } from '@hirelane/contract/dates';
import { INBOX_MESSAGE_MAX_BYTES, type InboxReadResponse } from '@hirelane/contract/inbox';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../http/error-message.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { DropZone } from '../ui/drop-zone.tsx';
import { useReadMessage } from './inbox-api.ts';
import { LANE_OF_MAIL } from './mail-lanes.ts';

export type MessageReaderProps = {
  /** Applies the facts to the job (its lane, its interview); resolves when done. */
  onApply: (facts: InboxReadResponse) => Promise<void>;
};

/**
 * One e-mail about a job, dropped as a `.eml` file or pasted whole (headers included): the server
 * reads its facts (nothing is stored) and a button applies them to the job.
 */
export function MessageReader({ onApply }: MessageReaderProps) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);
  const [applying, setApplying] = useState(false);
  const read = useReadMessage(() => t('mailReader.readFailed'));

  const readMessage = (message: string | File) => {
    setProblem(null);
    setApplied(false);
    read.mutate(message, { onError: (error) => setProblem(errorMessage(error, t('mailReader.readFailed'))) });
  };
  const handleFile = (file: File) => {
    if (file.size > INBOX_MESSAGE_MAX_BYTES) {
      setProblem(t('mailReader.tooLarge'));
      return;
    }
    readMessage(file);
  };
  const handleApply = async (facts: InboxReadResponse) => {
    setApplying(true);
    try {
      await onApply(facts);
      setApplied(true);
    } catch {
      // The failed call's toast said why; the button stays to try again.
    } finally {
      setApplying(false);
    }
  };

  const facts = read.data;
  const lane = facts ? LANE_OF_MAIL[facts.kind] : null;
  return (
    <Stack gap="sm">
      <DropZone
        onFile={handleFile}
        title={t('mailReader.dropTitle')}
        hint={t('mailReader.dropHint')}
        chooseLabel={t('mailReader.choose')}
        accept=".eml,message/rfc822"
        problem={problem}
        problemTitle={t('mailReader.problemTitle')}
      />
      <Textarea
        label={t('mailReader.paste')}
        description={t('mailReader.pasteHint')}
        autosize
        minRows={3}
        maxRows={10}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={read.isPending}
          disabled={pasted.trim() === ''}
          onClick={() => readMessage(pasted)}
        >
          {t('mailReader.read')}
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {facts && (
          <Alert color="blue" variant="light" role="note" title={t('mailReader.found')}>
            <Stack gap="xs">
              <Text size="sm" component="dl" m={0}>
                <FactRow term={t('mailReader.kind')} value={t(`inbox.kinds.${facts.kind}`)} />
                {facts.company && <FactRow term={t('mailReader.company')} value={facts.company} />}
                {facts.position && <FactRow term={t('mailReader.position')} value={facts.position} />}
                {facts.interviewAt && (
                  <FactRow
                    term={t('mailReader.interview')}
                    value={formatDateTime(facts.interviewAt, language)}
                  />
                )}
              </Text>
              {facts.notice && (
                <Text size="xs" c="dimmed">
                  {facts.notice}
                </Text>
              )}
              {applied ? (
                <Text size="sm" fw={600}>
                  {t('mailReader.applied')}
                </Text>
              ) : lane || facts.interviewAt ? (
                <Group>
                  <Button size="sm" loading={applying} onClick={() => void handleApply(facts)}>
                    {lane
                      ? t('mailReader.apply', { lane: t(`lanes.${lane}`) })
                      : t('mailReader.applyInterview')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm">{t('mailReader.nothingToApply')}</Text>
              )}
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}

function FactRow({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" span fw={600} size="sm">
        {term}:
      </Text>{' '}
      <Text component="dd" span size="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}
