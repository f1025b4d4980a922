import { formatDateTime } from '@hirelane/contract/dates';
import type { InboxSuggestion } from '@hirelane/contract/inbox-sync';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/http.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { refreshAfterMail, useAcceptSuggestion, useDismissSuggestion } from './inbox-api.ts';
import { inboxKeys } from './inbox-queries.ts';
import { LANE_OF_MAIL } from './mail-lanes.ts';

export type InboxPanelProps = {
  suggestions: InboxSuggestion[];
  /** A mailbox is connected: the panel offers to read it now. */
  connected: boolean;
};

/** What one suggestion would do, in a sentence of the board's texts. */
function useDescribe() {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  return (suggestion: InboxSuggestion) => {
    const job =
      suggestion.position && suggestion.company
        ? t('inbox.jobAt', { position: suggestion.position, company: suggestion.company })
        : (suggestion.position ?? suggestion.company ?? t('inbox.unknownJob'));
    const lane = LANE_OF_MAIL[suggestion.kind];
    const change = !lane
      ? ''
      : suggestion.jobId
        ? t('inbox.moves', { lane: t(`lanes.${lane}`) })
        : t('inbox.adds', { lane: t(`lanes.${lane}`) });
    const interview = suggestion.interviewAt
      ? t('inbox.interviewAt', { date: formatDateTime(suggestion.interviewAt, language) })
      : '';
    return {
      job,
      summary: [t(`inbox.kinds.${suggestion.kind}`), change, interview].filter(Boolean).join(' · '),
    };
  };
}

/**
 * "From your inbox" on the board: each suggestion a synced mail made, accepted or dismissed with a
 * button (a result is announced, and the focus returns to the panel's heading), and, with a
 * mailbox connected, "Sync now".
 */
export function InboxPanel({ suggestions, connected }: InboxPanelProps) {
  const { t } = useTranslation('jobs');
  const describe = useDescribe();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  const queryClient = useQueryClient();
  const accept = useAcceptSuggestion(() => t('inbox.acceptFailed'));
  const dismiss = useDismissSuggestion(() => t('inbox.dismissFailed'));
  const sync = useMutation({
    mutationFn: () => http.post<{ read: number; suggestions: InboxSuggestion[] }>('/inbox/sync'),
    onSuccess: (answer) => {
      refreshAfterMail(queryClient);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.connection });
      setSaid(t('inbox.synced', { count: answer.read }));
    },
    meta: { errorToast: () => t('inbox.syncFailed') },
  });

  // What can be done with a suggestion: `inbox.<name>` is its button, `inbox.<name>Label` the button's
  // name with the job, `done` what is said once it is done.
  const actions = [
    { name: 'accept', mutation: accept, variant: 'filled', done: 'inbox.accepted' },
    { name: 'dismiss', mutation: dismiss, variant: 'default', done: 'inbox.dismissed' },
  ] as const;
  const working = (mutation: (typeof actions)[number]['mutation'], id: string) =>
    mutation.isPending && mutation.variables === id;
  const busy = (id: string) => actions.some(({ mutation }) => working(mutation, id));
  const handle = ({ mutation, done }: (typeof actions)[number], suggestion: InboxSuggestion) =>
    mutation.mutate(suggestion.id, {
      onSuccess: () => {
        setSaid(t(done, { job: describe(suggestion).job }));
        headingRef.current?.focus();
      },
    });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id={headingId} ref={headingRef} tabIndex={-1}>
            {t('inbox.title', { count: suggestions.length })}
          </Title>
          {connected && (
            <Button variant="light" size="xs" loading={sync.isPending} onClick={() => sync.mutate()}>
              {t('inbox.syncNow')}
            </Button>
          )}
        </Group>
        {suggestions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('inbox.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {suggestions.map((suggestion) => {
              const { job, summary } = describe(suggestion);
              return (
                <Paper component="li" key={suggestion.id} withBorder radius="sm" p="sm">
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                    <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {job}
                      </Text>
                      <Text size="sm">{summary}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('inbox.fromMail', { subject: suggestion.subject })}
                      </Text>
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      {actions.map((action) => (
                        <Button
                          key={action.name}
                          size="sm"
                          variant={action.variant}
                          disabled={busy(suggestion.id)}
                          loading={working(action.mutation, suggestion.id)}
                          aria-label={t(`inbox.${action.name}Label`, { job })}
                          onClick={() => handle(action, suggestion)}
                        >
                          {t(`inbox.${action.name}`)}
                        </Button>
                      ))}
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        <Text size="sm" role="status" aria-live="polite">
          {said}
        </Text>
      </Stack>
    </Paper>
  );
}
