import type { Video } from '@hirelane/contract/videos';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteVideo } from '../api/videos.ts';

export type DeleteVideoDialogProps = {
  /** The id to delete; null closes the dialog. */
  videoId: string | null;
  /** The list's copy, to name the video in the question. */
  video: Video | null;
  onClose: () => void;
};

/** Deleting is for good (the file goes too), so it asks first; focus starts on "Keep it". */
export function DeleteVideoDialog({ videoId, video, onClose }: DeleteVideoDialogProps) {
  const { t } = useTranslation('videos');
  const remove = useDeleteVideo();
  return (
    <ConfirmDialog
      opened={videoId !== null}
      title={t('delete.title')}
      message={video ? t('delete.message', { name: video.name }) : t('delete.messageUnknown')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!videoId) return;
        remove.mutate(videoId, {
          onSuccess: () => {
            toast.success(t('delete.done'));
            onClose();
          },
        });
      }}
    />
  );
}
