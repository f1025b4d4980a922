import { formatDateTime } from '@hirelane/contract/dates';
import type { InboxConnection } from '@hirelane/contract/inbox-sync';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDisconnectInbox, useInboxSettings, useSyncInbox } from '../api/inbox-connection.ts';

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The connected mailbox: where it is, when it was last read and how, "Sync now", auto-apply and Disconnect. */
export function ConnectionDetails({ connection }: { connection: InboxConnection }) {
  const { t } = useTranslation('inbox');
  const [language] = useLanguage();
  const sync = useSyncInbox();
  const settings = useInboxSettings();
  const disconnect = useDisconnectInbox();
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');

  const handleSync = () =>
    sync.mutate(undefined, {
      onSuccess: (answer) =>
        setSaid(t('details.synced', { count: answer.read, suggestions: answer.suggestions.length })),
    });
  const handleDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('details.disconnected'));
      },
    });
  const autoApply = settings.isPending ? settings.variables : connection.autoApply;

  return (
    <Stack gap="md">
      <Stack component="dl" gap="sm" m={0}>
        <Fact term={t('details.server')}>{`${connection.host}:${connection.port}`}</Fact>
        <Fact term={t('details.username')}>{connection.username}</Fact>
        <Fact term={t('details.folder')}>{connection.folder}</Fact>
        <Fact term={t('details.lastSync')}>
          {connection.lastSyncAt ? formatDateTime(connection.lastSyncAt, language) : t('details.never')}
        </Fact>
      </Stack>
      {connection.lastError && (
        <Alert color="red" variant="light" title={t('details.lastError')}>
          {connection.lastError}
        </Alert>
      )}
      <Switch
        label={t('form.autoApply')}
        description={t('form.autoApplyHint')}
        checked={autoApply}
        disabled={settings.isPending}
        onChange={(event) => settings.mutate(event.currentTarget.checked)}
      />
      <Group gap="sm">
        <Button onClick={handleSync} loading={sync.isPending}>
          {t('details.syncNow')}
        </Button>
        <Button color="red" variant="outline" onClick={() => setAsking(true)}>
          {t('details.disconnect')}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {said}
      </Text>
      <ConfirmDialog
        opened={asking}
        title={t('details.disconnectTitle')}
        message={t('details.disconnectMessage')}
        confirmLabel={t('details.disconnectConfirm')}
        cancelLabel={t('details.cancel')}
        loading={disconnect.isPending}
        onConfirm={handleDisconnect}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
