import type { ProfileResponse } from '@hirelane/contract/profile';
import { Avatar, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { usePhotoRemoval, usePhotoUpload, useShownPhotoUrl } from '../hooks/use-profile-photo.ts';
import { PHOTO_ACCEPT, PHOTO_MAX_MB } from '../model/photo-file.ts';

export type PhotoSectionProps = {
  profile: ProfileResponse;
};

/** The profile photo: preview, upload with a progress bar, and removal behind a confirmation. */
export function PhotoSection({ profile }: PhotoSectionProps) {
  const { t } = useTranslation('account');
  const problemId = useId();
  const upload = usePhotoUpload();
  const removal = usePhotoRemoval();
  const shownUrl = useShownPhotoUrl(profile, upload.selected);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const uploading = upload.progress !== null;

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
              onChange={(file) => void upload.handleChoose(file)}
              resetRef={upload.resetFileRef}
            >
              {(props) => (
                <Button
                  {...props}
                  loading={uploading}
                  aria-describedby={upload.problem ? problemId : undefined}
                >
                  {profile.hasImage ? t('photo.replace') : t('photo.upload')}
                </Button>
              )}
            </FileButton>
            {profile.hasImage && (
              <Button variant="subtle" color="red" onClick={removal.handleAsk} disabled={uploading}>
                {t('photo.remove')}
              </Button>
            )}
          </Group>
          {upload.progress !== null && <UploadProgress progress={upload.progress} />}
          {upload.problem && <Input.Error id={problemId}>{upload.problem}</Input.Error>}
        </Stack>
      </Group>
      <ConfirmDialog
        opened={removal.confirming}
        title={t('photo.confirmTitle')}
        message={t('photo.confirmMessage')}
        confirmLabel={t('photo.confirmRemove')}
        cancelLabel={t('cancel')}
        loading={removal.removing}
        onConfirm={() => void removal.handleRemove()}
        onCancel={removal.handleCancel}
      />
    </AccountSection>
  );
}

/** The upload's progress bar and its percentage in words, read out as it changes. */
function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation('account');
  const percent = Math.round(progress * 100);
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={t('photo.progressLabel')} animated={percent < 100} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('photo.uploading', { percent })}
      </Text>
    </Stack>
  );
}
