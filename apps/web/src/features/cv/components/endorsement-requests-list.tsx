import { formatDate } from '@hirelane/contract/dates';
import type { EndorsementRequest } from '@hirelane/contract/endorsements';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRelationshipLabel } from '../../../shared/endorsements/use-relationship-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useConfirmedMutation } from '../../../shared/ui/use-confirmed-mutation.ts';
import { useRemindEndorsementRequest, useWithdrawEndorsementRequest } from '../api/endorsement-requests.ts';
import { EntryButton } from './entry-actions.tsx';

const STATE_COLORS = { pending: 'yellow', submitted: 'green', declined: 'gray' } as const;

export type EndorsementRequestsListProps = {
  requests: EndorsementRequest[];
  onEdit: (request: EndorsementRequest) => void;
};

/** Every request with its state; a pending one can be edited, reminded or withdrawn. */
export function EndorsementRequestsList({ requests, onEdit }: EndorsementRequestsListProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const relationshipLabel = useRelationshipLabel();
  const remind = useRemindEndorsementRequest();
  const withdraw = useWithdrawEndorsementRequest();
  const withdrawal = useConfirmedMutation(
    withdraw,
    (request: EndorsementRequest) => request.userEndorsementRequestId,
  );

  return (
    <>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {requests.map((request) => {
          const isPending = request.state === 'pending';
          const isReminding =
            remind.isPending &&
            remind.variables?.userEndorsementRequestId === request.userEndorsementRequestId;
          return (
            <Stack key={request.userEndorsementRequestId} component="li" gap={4}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Stack gap={2} miw={0} flex="1 1 12rem">
                  <Text fw={600}>{request.endorserName}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {request.endorserEmail} · {relationshipLabel(request.relationship)}
                  </Text>
                </Stack>
                <Badge
                  color={STATE_COLORS[request.state]}
                  variant="light"
                  tt="none"
                  style={{ flexShrink: 0 }}
                >
                  {t(`endorsement.states.${request.state}` as const)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {request.respondedAt
                  ? t('endorsement.requests.answeredOn', { date: formatDate(request.respondedAt, language) })
                  : t('endorsement.requests.sentOn', { date: formatDate(request.createdAt, language) })}
                {isPending && request.remindedAt
                  ? ` · ${t('endorsement.requests.remindedOn', { date: formatDate(request.remindedAt, language) })}`
                  : ''}
              </Text>
              {isPending && (
                <Group gap={4}>
                  <EntryButton
                    label={t('actions.editLabel', { name: request.endorserName })}
                    onClick={() => onEdit(request)}
                  >
                    {t('actions.edit')}
                  </EntryButton>
                  <EntryButton
                    label={t('endorsement.requests.remindLabel', { name: request.endorserName })}
                    onClick={() => remind.mutate(request)}
                    loading={isReminding}
                  >
                    {t('endorsement.requests.remind')}
                  </EntryButton>
                  <EntryButton
                    label={t('endorsement.requests.withdrawLabel', { name: request.endorserName })}
                    onClick={() => withdrawal.ask(request)}
                    danger
                  >
                    {t('endorsement.requests.withdraw')}
                  </EntryButton>
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
      <ConfirmDialog
        {...withdrawal.confirmProps}
        title={t('endorsement.requests.withdrawTitle')}
        message={t('endorsement.requests.withdrawMessage', { name: withdrawal.asked?.endorserName ?? '' })}
        confirmLabel={t('endorsement.requests.withdraw')}
        cancelLabel={t('actions.cancel')}
      />
    </>
  );
}
