import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog.tsx';
import { useRemoveTailoredCv } from '../../api/tailored-cv.ts';

/** "Use my main CV": removes the job's version once confirmed. */
export function RemoveTailoredCv({ jobId, onRemoved }: { jobId: string; onRemoved: () => void }) {
  const { t } = useTranslation('jobs');
  const remove = useRemoveTailoredCv(jobId, onRemoved);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        {t('tailored.remove')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('tailored.removeTitle')}
        message={t('tailored.removeMessage')}
        confirmLabel={t('tailored.removeConfirm')}
        cancelLabel={t('tailored.removeCancel')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
