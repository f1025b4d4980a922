import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A search that matches no job: says so, how to find more, and clears the search. */
export function NoSearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <Alert variant="light" color="gray" title={t('search.noResults', { term })}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('search.noResultsHint')}</Text>
        <Button size="xs" variant="default" onClick={onClear}>
          {t('search.clear')}
        </Button>
      </Stack>
    </Alert>
  );
}
