import { Paper, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ScriptSkeleton, ScriptText } from '../../../shared/self-introduction/script-text.tsx';
import { useTeleprompterScript } from '../../../shared/self-introduction/self-introduction.ts';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';

export type TeleprompterProps = {
  /** True while recording: the script scrolls at reading pace if the user wants it to. */
  running: boolean;
};

/**
 * The self-introduction script beside the camera, to read from while recording. Without one (no
 * CV yet, or the script could not be made) it points to the page that writes it.
 */
export function Teleprompter({ running }: TeleprompterProps) {
  const { t } = useTranslation('videos');
  const [language] = useLanguage();
  const script = useTeleprompterScript(language);
  const [autoScroll, setAutoScroll] = useState(true);
  const viewportRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const text = script.data?.response.trim() ?? '';
  const seconds = script.data?.estimatedSeconds ?? 0;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!running || !autoScroll || !viewport || seconds <= 0) return;
    // One pass over the whole script in the time it takes to read it aloud.
    const pixelsPerMs = (viewport.scrollHeight - viewport.clientHeight) / (seconds * 1000);
    let last = performance.now();
    let position = viewport.scrollTop;
    let frame = requestAnimationFrame(function step(now) {
      position += (now - last) * pixelsPerMs;
      last = now;
      viewport.scrollTop = position;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, autoScroll, seconds]);

  if (script.isPending) {
    return <ScriptSkeleton aria-busy="true" />;
  }
  if (!text) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm">
          {t('teleprompter.none')}{' '}
          <RouterAnchor to="/video-script" size="sm">
            {t('teleprompter.write')}
          </RouterAnchor>
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={600} id={headingId}>
        {t('teleprompter.title')}
      </Text>
      <Paper withBorder radius="md">
        <ScrollArea
          h={{ base: 180, md: 320 }}
          viewportRef={viewportRef}
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': headingId }}
          type="auto"
          offsetScrollbars
        >
          <ScriptText
            text={text}
            language={script.data?.language ?? 'en'}
            p="md"
            data-testid="teleprompter"
          />
        </ScrollArea>
      </Paper>
      <Switch
        size="sm"
        checked={autoScroll}
        onChange={(event) => setAutoScroll(event.currentTarget.checked)}
        label={t('teleprompter.autoScroll')}
      />
      <Text size="xs" c="dimmed">
        {t('teleprompter.edit')} <RouterAnchor to="/video-script">{t('teleprompter.editLink')}</RouterAnchor>
      </Text>
    </Stack>
  );
}
