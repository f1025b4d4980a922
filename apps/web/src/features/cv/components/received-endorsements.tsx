import { formatDate } from '@hirelane/contract/dates';
import type { Endorsement } from '@hirelane/contract/endorsements';
import { Blockquote, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRelationshipLabel } from '../../../shared/endorsements/use-relationship-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSetEndorsementVisibility } from '../api/endorsements.ts';

export type ReceivedEndorsementsProps = { endorsements: Endorsement[] };

/** What others wrote (read-only), each with a switch to show it on the public CV or hide it. */
export function ReceivedEndorsements({ endorsements }: ReceivedEndorsementsProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const relationshipLabel = useRelationshipLabel();
  const visibility = useSetEndorsementVisibility();
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {endorsements.map((item) => (
        <Stack key={item.endorsementId} component="li" gap="xs">
          <Blockquote
            p="md"
            color={item.isVisible ? undefined : 'gray'}
            cite={`— ${item.endorserName}, ${item.endorserTitle} · ${relationshipLabel(item.relationship)}`}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.text}
            </Text>
          </Blockquote>
          <Text size="xs" c="dimmed">
            {t('endorsement.received.writtenOn', { date: formatDate(item.createdAt, language) })}
          </Text>
          <Switch
            checked={item.isVisible}
            onChange={(event) =>
              visibility.mutate({ id: item.endorsementId, isVisible: event.currentTarget.checked })
            }
            label={t('endorsement.received.showOnCv')}
            aria-label={t('endorsement.received.showOnCvLabel', { name: item.endorserName })}
            description={
              item.isVisible ? t('endorsement.received.visible') : t('endorsement.received.hidden')
            }
          />
        </Stack>
      ))}
    </Stack>
  );
}
