import type { PublicEndorsementRequest } from '@hirelane/contract/endorsements';
import { Blockquote, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRelationshipLabel } from '../../../shared/endorsements/use-relationship-label.ts';

export type RequestSummaryProps = { request: PublicEndorsementRequest };

/** Who asks, how they know the endorser, and their note. */
export function RequestSummary({ request }: RequestSummaryProps) {
  const { t } = useTranslation('endorsements');
  const relationshipLabel = useRelationshipLabel();
  return (
    <Stack gap="sm">
      {request.requesterHeadline && <Text fw={500}>{request.requesterHeadline}</Text>}
      <Text>{t('request.intro', { endorser: request.endorserName, requester: request.requesterName })}</Text>
      <Text size="sm" c="dimmed">
        {t('request.relationship', { relationship: relationshipLabel(request.relationship) })}
      </Text>
      {request.message && (
        <Blockquote p="md" cite={`— ${request.requesterName}`}>
          <Text style={{ whiteSpace: 'pre-line' }}>{request.message}</Text>
        </Blockquote>
      )}
    </Stack>
  );
}
