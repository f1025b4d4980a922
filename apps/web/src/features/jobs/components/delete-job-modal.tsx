import type { JobSummary } from '@hirelane/contract/jobs';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteJob } from '../api/delete-job.ts';

export type DeleteJobModalProps = {
  /** the delete modal is open for this job id. */
  jobId: string | null;
  /** The board's copy, to name the job in the question. */
  job: JobSummary | null;
  onClose: () => void;
  onDeleted: (jobId: string) => void;
};

/** Deleting is for good, so it asks first; the destructive button is red and on the right. */
export function DeleteJobModal({ jobId, job, onClose, onDeleted }: DeleteJobModalProps) {
  const { t } = useTranslation('jobs');
  const deleteJob = useDeleteJob();

  const handleDelete = () => {
    if (!jobId) return;
    deleteJob.mutate(jobId, {
      onSuccess: () => {
        toast.success(job ? t('delete.done', { position: job.position }) : t('delete.doneUnknown'));
        onDeleted(jobId);
      },
    });
  };

  return (
    <Modal opened={jobId !== null} onClose={onClose} title={t('delete.title')} centered>
      <Stack gap="lg">
        <Text>
          {job
            ? t(job.attachment ? 'delete.bodyWithFile' : 'delete.body', {
                position: job.position,
                company: job.company,
              })
            : t('delete.bodyUnknown')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleteJob.isPending} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} loading={deleteJob.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
