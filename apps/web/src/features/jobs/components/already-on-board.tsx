import type { JobAlreadyOnBoard } from '@hirelane/contract/job-links';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type AlreadyOnBoardProps = {
  job: JobAlreadyOnBoard;
  onOpen: (jobId: string) => void;
  onSaveAnyway: () => void;
};

/**
 * The ad just read is a job the board already has: says which and where, to open it or to save
 * another anyway. Focus moves here, so a keyboard or screen reader meets the choice at once.
 */
export function AlreadyOnBoard({ job, onOpen, onSaveAnyway }: AlreadyOnBoardProps) {
  const { t } = useTranslation('jobs');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="yellow"
      variant="light"
      mt="md"
      title={t('fromLink.alreadyOnBoard.title', { position: job.position, lane: t(`lanes.${job.lane}`) })}
    >
      <Text size="sm">{t(`fromLink.alreadyOnBoard.${job.sameBy}`, { company: job.company })}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={() => onOpen(job.jobId)}>
          {t('fromLink.alreadyOnBoard.open')}
        </Button>
        <Button size="xs" variant="default" onClick={onSaveAnyway}>
          {t('fromLink.alreadyOnBoard.saveAnyway')}
        </Button>
      </Group>
    </Alert>
  );
}
