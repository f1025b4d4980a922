import { renameVideoInput, VIDEO_NAME_MAX, type Video } from '@hirelane/contract/videos';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
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
  const rename = useRenameVideo();
  const { field, submitTo, setFocus } = useContractForm(renameVideoInput, {
    namespace: 'videos',
    errorValues: { max: VIDEO_NAME_MAX },
    defaultValues: { name: video.name },
  });
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  // The refused name goes under the field; any other failure is the toast's (the mutation's meta).
  const save = submitTo(
    async ({ name }) => {
      if (name === video.name) {
        onDone();
        return;
      }
      const saved = await rename.mutateAsync({ id: video.id, input: { name } });
      toast.success(t('rename.done', { name: saved.name }));
      onDone();
    },
    { fields: ['name'] },
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
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
        onKeyDown={handleKeyDown}
        maxLength={VIDEO_NAME_MAX + 20}
        disabled={rename.isPending}
        {...field('name')}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone} disabled={rename.isPending}>
          {t('rename.cancel')}
        </Button>
        <Button size="xs" onClick={() => void save()} loading={rename.isPending}>
          {t('rename.save')}
        </Button>
      </Group>
    </Stack>
  );
}
