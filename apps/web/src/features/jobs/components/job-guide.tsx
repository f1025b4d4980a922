import { Alert, Button, Group, List } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideJobGuide, useJobGuideVisible } from '../api/job-guide.ts';
import { BookmarkletLink } from './bookmarklet-link.tsx';
import { LightbulbIcon } from './icons.tsx';

/** The first-visit hint (spec §4 guides): hidden for good once dismissed. */
export function JobGuide() {
  const { t } = useTranslation('jobs');
  const visible = useJobGuideVisible();
  const [dismissed, setDismissed] = useState(false);
  if (!visible || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    void hideJobGuide();
  };
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
        <Button size="xs" variant="light" onClick={dismiss}>
          {t('guide.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
