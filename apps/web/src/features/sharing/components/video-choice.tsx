import { Anchor, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVideoChoices } from '../api/video-choices.ts';
import type { OptionalChoiceProps } from './optional-choice.ts';

/** Which of the owner's videos a share link or the public profile plays, or none. */
export function VideoChoice({ value, onChange, onBlur, error }: OptionalChoiceProps<string>) {
  const { t } = useTranslation('sharing');
  const videos = useVideoChoices();
  const choices = videos.data ?? [];
  const chosen = value ?? '';
  // Videos are Premium's: for an account that cannot list them (403) there is nothing to choose.
  if (videos.isError && !chosen) return null;
  const options = [
    { value: '', label: t('video.none') },
    ...choices.map((video) => ({ value: video.id, label: video.name })),
    // Chosen before the list has loaded (or no longer in it): still shown as chosen.
    ...(chosen && !choices.some((video) => video.id === chosen)
      ? [{ value: chosen, label: t('video.chosen') }]
      : []),
  ];
  return (
    <NativeSelect
      label={t('video.label')}
      description={
        <>
          {t('video.hint')}{' '}
          <Anchor component={Link} to="/my-videos" size="xs">
            {t('video.myVideos')}
          </Anchor>
        </>
      }
      data={options}
      value={chosen}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
