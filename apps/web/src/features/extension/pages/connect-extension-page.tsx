import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadedPage } from '../../../shared/ui/headed-page.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { useIssueExtensionToken } from '../api/extension-tokens.ts';
import { ConnectedBrowsers } from '../components/connected-browsers.tsx';
import { useExtensionPresence } from '../hooks/use-extension-presence.ts';
import { handTokenToExtension } from '../model/extension-bridge.ts';

/**
 * `/extension/connect`: the extension's sign-in. The signed-in app asks for a token the server
 * accepts only for reading job ads and adding jobs, and hands it to the extension's script on this
 * page; the extension never sees a password or the session.
 */
export function ConnectExtensionPage() {
  const { t } = useTranslation('extension');
  const presence = useExtensionPresence();
  const issue = useIssueExtensionToken();
  const [outcome, setOutcome] = useState<'connected' | 'notTaken' | null>(null);

  const connect = async () => {
    setOutcome(null);
    // A failure to issue is said by the mutation's toast.
    const answer = await issue.mutateAsync().catch(() => null);
    if (answer) setOutcome((await handTokenToExtension(answer.token)) ? 'connected' : 'notTaken');
  };

  return (
    <HeadedPage namespace="extension">
      {presence === 'looking' && <Text role="status">{t('looking')}</Text>}
      {presence === 'absent' && (
        <Alert color="yellow" variant="light" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {t('notFound')} <RouterAnchor to="/extension">{t('howToInstall')}</RouterAnchor>
            </Text>
            <Button variant="light" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      {presence === 'present' && outcome !== 'connected' && (
        <Stack gap="sm" align="flex-start">
          <Text>{t('found')}</Text>
          <Group>
            <Button onClick={connect} loading={issue.isPending}>
              {t('connect')}
            </Button>
          </Group>
        </Stack>
      )}
      {outcome === 'connected' && (
        <Alert color="green" variant="light" role="status">
          {t('connected')}
        </Alert>
      )}
      {outcome === 'notTaken' && (
        <Alert color="red" variant="light" role="alert">
          {t('notTaken')}
        </Alert>
      )}
      <ConnectedBrowsers />
    </HeadedPage>
  );
}
