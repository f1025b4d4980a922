import { Alert, Button, Group, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookmarkletLink } from './bookmarklet-link.tsx';
import { LightbulbIcon } from './icons.tsx';

export type JobGuideProps = { onDismiss: () => void };

/** The board's first-visit hint; the page decides when it shows (useBoardGuide). */
export function JobGuide({ onDismiss }: JobGuideProps) {
  const { t } = useTranslation('jobs');
  return (
    <Alert
      variant="light"
      color="lane"
      icon={<LightbulbIcon />}
      title={t('guide.title')}
      role="region"
      aria-label={t('guide.title')}
    >
      <List size="sm" spacing={4}>
        <List.Item>{t('guide.lanes')}</List.Item>
        <List.Item>{t('guide.drag')}</List.Item>
        <List.Item>{t('guide.pin')}</List.Item>
        <List.Item>{t('guide.interview')}</List.Item>
        <List.Item>
          {t('guide.fromLink')} <BookmarkletLink />
        </List.Item>
      </List>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" variant="light" onClick={onDismiss}>
          {t('guide.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
