import { formatDate } from '@hirelane/contract/dates';
import type { Video } from '@hirelane/contract/videos';
import {
  AspectRatio,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { formatDuration } from '../model/format.ts';
import classes from './video-card.module.css';
import { PlayIcon } from './video-icons.tsx';

// The editor (a text field and the contract's rule) loads on the first "Rename".
const VideoNameEditor = lazyNamed(() => import('./video-name-editor.tsx'), 'VideoNameEditor');

export type VideoCardProps = {
  video: Video;
  onPlay: (id: string) => void;
  onDelete: (id: string) => void;
};

/** One video in the grid: its poster, length, name (renamed in place) and date; play and delete. */
export function VideoCard({ video, onPlay, onDelete }: VideoCardProps) {
  const { t } = useTranslation('videos');
  const [language] = useLanguage();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back from the editor: focus returns to the button that opened it.
    if (wasEditing.current && !editing) renameRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const duration = video.durationSeconds === null ? null : formatDuration(video.durationSeconds);
  const added = formatDate(video.createdAt, language);

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      radius="md"
      aria-labelledby={titleId}
      data-video-id={video.id}
    >
      <Card.Section>
        {/* The poster plays too, for pointer users; keyboard and screen readers use "Play" below. */}
        <UnstyledButton
          className={classes.poster}
          onClick={() => onPlay(video.id)}
          tabIndex={-1}
          aria-hidden="true"
        >
          <AspectRatio ratio={16 / 9}>
            {video.posterUrl ? (
              <img src={video.posterUrl} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className={classes.noPoster}>
                <PlayIcon />
              </span>
            )}
          </AspectRatio>
          {video.posterUrl && (
            <span className={classes.playMark}>
              <PlayIcon />
            </span>
          )}
          {duration && <span className={classes.duration}>{duration}</span>}
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="sm">
        {editing ? (
          <>
            <VisuallyHidden id={titleId}>{video.name}</VisuallyHidden>
            <Suspense fallback={<LazyFallback />}>
              <VideoNameEditor video={video} onDone={() => setEditing(false)} />
            </Suspense>
          </>
        ) : (
          <Title order={3} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {video.name}
          </Title>
        )}
        <Text size="sm" c="dimmed">
          {duration ? t('card.meta', { date: added, duration }) : t('card.metaNoDuration', { date: added })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            leftSection={<PlayIcon />}
            onClick={() => onPlay(video.id)}
            aria-label={t('card.play', { name: video.name })}
            data-play
          >
            {t('card.playShort')}
          </Button>
          {!editing && (
            <Button
              size="xs"
              variant="default"
              ref={renameRef}
              onClick={() => setEditing(true)}
              aria-label={t('card.rename', { name: video.name })}
            >
              {t('card.renameShort')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(video.id)}
            aria-label={t('card.delete', { name: video.name })}
          >
            {t('card.deleteShort')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
