import { Alert, Button, Group, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuideFlag } from '../../../shared/guides/use-guide-flag.ts';

/** Browser flag: the shareable CV help guide was dismissed. */
export const HIDE_SHAREABLE_GUIDE_KEY = 'hideShareableCvHelpGuide';

/** How share links work, until the user says they know. */
export function ShareableGuide() {
  const { t } = useTranslation('sharing');
  const [isHidden, setHidden] = useGuideFlag(HIDE_SHAREABLE_GUIDE_KEY);
  if (isHidden) return null;
  return (
    <Alert variant="light" title={t('guide.title')} role="region" aria-label={t('guide.title')}>
      <List size="sm" spacing={4}>
        <List.Item>{t('guide.create')}</List.Item>
        <List.Item>{t('guide.live')}</List.Item>
        <List.Item>{t('guide.expiry')}</List.Item>
        <List.Item>{t('guide.views')}</List.Item>
      </List>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" variant="light" onClick={() => setHidden(true)}>
          {t('guide.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
