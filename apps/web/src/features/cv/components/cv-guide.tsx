import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCvGuide } from '../api/cv-guide.ts';

/** A first-visit hint on how the CV builder works; once dismissed on any device it stays away. */
export function CvGuide() {
  const { t } = useTranslation('cv');
  const { opened, close } = useCvGuide();
  if (!opened) return null;

  return (
    <Alert variant="light" title={t('guide.title')} role="region" aria-label={t('guide.title')}>
      <Text size="sm" mb="xs">
        {t('guide.intro')}
      </Text>
      <List size="sm" spacing={4} mb="md">
        <List.Item>{t('guide.sections')}</List.Item>
        <List.Item>{t('guide.preview')}</List.Item>
        <List.Item>{t('guide.endorsements')}</List.Item>
      </List>
      <Group justify="flex-end">
        <Button size="xs" onClick={close}>
          {t('guide.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
