import { Box, Text } from '@mantine/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { lastSeenAt } from './persisted-queries.ts';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * A quiet line at the top while the browser is offline: the app shows what it last saw, and when
 * that was fetched.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const seenAt = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => lastSeenAt(queryClient),
    () => null,
  );
  if (online) return null;
  const time =
    seenAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(seenAt);
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      px="md"
      py={4}
      bg="var(--mantine-color-body)"
      bd="1px solid var(--mantine-color-default-border)"
      style={{
        // Just below the app bar (whose height includes a notch), never over its buttons, and as
        // wide as its words up to the screen's width: on a phone it wraps.
        position: 'fixed',
        top: 'calc(var(--app-shell-header-height, env(safe-area-inset-top, 0px)) + 4px)',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 400,
        width: 'max-content',
        maxWidth: 'calc(100vw - 16px - env(safe-area-inset-left, 0px) - env(safe-area-inset-right, 0px))',
        textAlign: 'center',
        borderRadius: 'var(--mantine-radius-xl)',
        pointerEvents: 'none',
      }}
    >
      <Text size="sm">
        {time === null ? t('offline.showingCached') : t('offline.showingLastSeen', { time })}
      </Text>
    </Box>
  );
}
