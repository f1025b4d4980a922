import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginGuide } from '../api/login-guide.ts';

const STEPS = ['board', 'cv', 'sharing', 'account'] as const;

/**
 * Spec's login guide: a short first-run tour of the app (board, My CV, sharing, account menu) at
 * the top of the signed-in pages. It never blocks the page; closing it at any step hides it for good.
 */
export function LoginGuide() {
  const { t } = useTranslation('auth');
  const { opened, dismiss } = useLoginGuide();
  const [index, setIndex] = useState(0);
  if (!opened) return null;

  const step = STEPS[index] ?? 'board';
  const isLast = index === STEPS.length - 1;

  return (
    <Paper
      component="section"
      aria-label={t('loginGuide.label')}
      withBorder
      shadow="xs"
      radius="md"
      px="md"
      py="sm"
      mb="lg"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('loginGuide.progress', { current: index + 1, total: STEPS.length })}
            </Text>
            <Title order={2} fz="h5">
              {t(`loginGuide.steps.${step}.title`)}
            </Title>
          </Stack>
          <CloseButton size="sm" aria-label={t('loginGuide.close')} onClick={dismiss} />
        </Group>
        <Text size="sm">{t(`loginGuide.steps.${step}.body`)}</Text>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="gray" onClick={dismiss}>
            {t('loginGuide.skip')}
          </Button>
          <Group gap="xs">
            {index > 0 && (
              <Button variant="default" onClick={() => setIndex(index - 1)}>
                {t('loginGuide.previous')}
              </Button>
            )}
            {isLast ? (
              <Button onClick={dismiss}>{t('loginGuide.finish')}</Button>
            ) : (
              <Button onClick={() => setIndex(index + 1)}>{t('loginGuide.next')}</Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
