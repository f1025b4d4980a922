import type { ProfileResponse } from '@hirelane/contract/profile';
import { Avatar, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { profileImageQuery, useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image.ts';
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_MAX_MB } from '../model/photo-file.ts';

export type PhotoSectionProps = {
  profile: ProfileResponse;
};

/** The profile photo: preview, upload with a progress bar, and removal behind a confirmation. */
export function PhotoSection({ profile }: PhotoSectionProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [selected, setSelected] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const resetFileRef = useRef<() => void>(null);
  const problemId = useId();
  const upload = useUploadProfileImage(setProgress);
  const remove = useRemoveProfileImage();
  const version = profile.hasImage ? (profile.imageUpdatedAt ?? 'current') : null;
  const image = useQuery({ ...profileImageQuery(version ?? 'none'), enabled: version !== null });
  const storedUrl = useObjectUrl(version ? image.data : null);
  const previewUrl = useObjectUrl(selected);
  const shownUrl = previewUrl ?? storedUrl;
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();

  const handleChoose = async (file: File | null) => {
    resetFileRef.current?.();
    if (!file) return;
    const found = checkPhotoFile(file);
    if (found) {
      setProblem(t(`photo.problems.${found}`, { max: PHOTO_MAX_MB }));
      return;
    }
    setProblem(null);
    setSelected(file);
    setProgress(0);
    try {
      const saved = await upload.mutateAsync(file);
      // Keep the local preview until the stored (re-encoded) photo is here: no flash of initials.
      if (saved.imageUpdatedAt) await queryClient.prefetchQuery(profileImageQuery(saved.imageUpdatedAt));
      toast.success(t('photo.saved'));
    } catch (error) {
      const message = errorMessage(error, t('photo.uploadFailed'));
      setProblem(message);
      toast.error(message);
    } finally {
      setSelected(null);
      setProgress(null);
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      setConfirmingRemove(false);
      toast.success(t('photo.removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('photo.removeFailed')));
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <AccountSection title={t('photo.title')} description={t('photo.description', { max: PHOTO_MAX_MB })}>
      <Group align="center" gap="lg" wrap="nowrap">
        <Avatar
          src={shownUrl}
          alt={shownUrl ? t('photo.alt') : undefined}
          size={96}
          radius={96}
          color="initials"
          name={fullName || undefined}
        />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="sm">
            <FileButton
              accept={PHOTO_ACCEPT}
              onChange={(file) => void handleChoose(file)}
              resetRef={resetFileRef}
            >
              {(props) => (
                <Button {...props} loading={uploading} aria-describedby={problem ? problemId : undefined}>
                  {profile.hasImage ? t('photo.replace') : t('photo.upload')}
                </Button>
              )}
            </FileButton>
            {profile.hasImage && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirmingRemove(true)}
                disabled={uploading}
              >
                {t('photo.remove')}
              </Button>
            )}
          </Group>
          {uploading && (
            <Stack gap={4}>
              <Progress value={percent} aria-label={t('photo.progressLabel')} animated={percent < 100} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('photo.uploading', { percent })}
              </Text>
            </Stack>
          )}
          {problem && <Input.Error id={problemId}>{problem}</Input.Error>}
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirmingRemove}
        title={t('photo.confirmTitle')}
        message={t('photo.confirmMessage')}
        confirmLabel={t('photo.confirmRemove')}
        cancelLabel={t('cancel')}
        loading={remove.isPending}
        onConfirm={() => void handleRemove()}
        onCancel={() => setConfirmingRemove(false)}
      />
    </AccountSection>
  );
}
