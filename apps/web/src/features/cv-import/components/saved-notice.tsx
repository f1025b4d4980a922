import type { BulkDataResponse } from '@hirelane/contract/cv-import';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';

/** After a save: how much was added, and the way to the CV. */
export function SavedNotice({ saved }: { saved: BulkDataResponse['created'] }) {
  const { t } = useTranslation('cv');
  return (
    <Alert color="teal" title={t('import.savedTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('import.savedSummary', { ...saved, profile: saved.profile ? 1 : 0 })}</Text>
        <RouterAnchor to="/my-cv">{t('import.seeCv')}</RouterAnchor>
      </Stack>
    </Alert>
  );
}
