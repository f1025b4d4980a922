import type { ProfileResponse } from '@hirelane/contract/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { profileImageOptions } from '../../../shared/resources/profile.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image.ts';
import { checkPhotoFile, PHOTO_MAX_MB } from '../model/photo-file.ts';

/**
 * Choosing a photo: checked in the browser, then uploaded with its progress (0–1, null when no
 * upload runs) while the chosen file is shown; `problem` is what went wrong, in words.
 */
export function usePhotoUpload() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [selected, setSelected] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetFileRef = useRef<() => void>(null);
  const upload = useUploadProfileImage(setProgress);

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
      if (saved.imageUpdatedAt) await queryClient.prefetchQuery(profileImageOptions(saved.imageUpdatedAt));
      toast.success(t('photo.saved'));
    } catch (error) {
      // Said here and in the toast (the upload's meta.errorToast), in the same words.
      setProblem(errorMessage(error, t('photo.uploadFailed')));
    } finally {
      setSelected(null);
      setProgress(null);
    }
  };

  return { progress, selected, problem, resetFileRef, handleChoose };
}

/** Removing the photo, behind a confirmation that stays open when the call fails. */
export function usePhotoRemoval() {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveProfileImage();

  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      toast.success(t('photo.removed'));
    } catch {
      // The toast said why; the question stays open to try again.
    }
  };

  return {
    confirming,
    removing: remove.isPending,
    handleAsk: () => setConfirming(true),
    handleCancel: () => setConfirming(false),
    handleRemove,
  };
}

/** The photo to show: the file being uploaded, else the stored one (fetched per version), else none. */
export function useShownPhotoUrl(profile: ProfileResponse, selected: File | null): string | null {
  const version = profile.hasImage ? (profile.imageUpdatedAt ?? 'current') : null;
  const image = useQuery({ ...profileImageOptions(version ?? 'none'), enabled: version !== null });
  const storedUrl = useObjectUrl(version ? image.data : null);
  const previewUrl = useObjectUrl(selected);
  return previewUrl ?? storedUrl;
}
