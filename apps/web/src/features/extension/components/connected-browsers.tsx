import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useExtensionTokens, useRevokeExtensionTokens } from '../api/extension-tokens.ts';

/** How many browsers hold an extension token, one button that revokes them all, and what else does. */
export function ConnectedBrowsers() {
  const { t } = useTranslation('extension');
  const query = useExtensionTokens();
  const revoke = useRevokeExtensionTokens();
  return (
    <AccountSection title={t('disconnectTitle')}>
      <QueryContent query={query} errorText={t('errors.load')} loading={<Skeleton height={18} width="60%" />}>
        {({ tokens }) => (
          <Stack gap="sm" align="flex-start">
            <Text role="status">
              {tokens.length === 0 ? t('noneConnected') : t('connectedBrowsers', { count: tokens.length })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('passwordDisconnects')}
            </Text>
            {tokens.length > 0 && (
              <Button variant="light" color="red" loading={revoke.isPending} onClick={() => revoke.mutate()}>
                {t('disconnect')}
              </Button>
            )}
          </Stack>
        )}
      </QueryContent>
    </AccountSection>
  );
}
