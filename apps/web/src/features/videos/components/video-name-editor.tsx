import { renameVideoInput, VIDEO_NAME_MAX, type Video } from '@hirelane/contract/videos';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useRenameVideo } from '../api/videos.ts';

export type VideoNameEditorProps = {
  video: Video;
  /** Called when the rename is saved or cancelled (the card puts focus back on "Rename"). */
  onDone: () => void;
};

/** Renames a video in place: Enter saves, Escape cancels; the contract's rule is checked first. */
export function VideoNameEditor({ video, onDone }: VideoNameEditorProps) {
  const { t } = useTranslation('videos');
  const fieldError = useFieldError('videos', { max: VIDEO_NAME_MAX });
  const rename = useRenameVideo();
  const [draft, setDraft] = useState(video.name);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const save = () => {
    const parsed = renameVideoInput.safeParse({ name: draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(fieldError('name', { type: issue?.code ?? 'invalid', message: issue?.message }) ?? null);
      return;
    }
    if (parsed.data.name === video.name) {
      onDone();
      return;
    }
    rename.mutate(
      { id: video.id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(t('rename.done', { name: saved.name }));
          onDone();
        },
        onError: (failure) => {
          const fieldText = isApiError(failure) ? failure.fields?.name : undefined;
          if (fieldText) setError(fieldText);
          else toast.error(errorMessage(failure, t('errors.rename')));
        },
      },
    );
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // The key is the editor's: a dialog or menu around the page must not close with it.
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={t('rename.label')}
        description={t('rename.hint')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={handleKeyDown}
        error={error}
        maxLength={VIDEO_NAME_MAX + 20}
        disabled={rename.isPending}
        ref={inputRef}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone} disabled={rename.isPending}>
          {t('rename.cancel')}
        </Button>
        <Button size="xs" onClick={save} loading={rename.isPending}>
          {t('rename.save')}
        </Button>
      </Group>
    </Stack>
  );
}
