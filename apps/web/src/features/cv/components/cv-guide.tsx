import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuideFlag } from '../../../shared/guides/use-guide-flag.ts';
import { completeCvGuide } from '../api/cv-guide.ts';

/** Browser flag of the CV guide, beside the hideLoginGuide and friends. */
export const CV_GUIDE_FLAG = 'hideCvGuide';

/** A first-visit hint on how the CV builder works; once dismissed it stays away. */
export function CvGuide() {
  const { t } = useTranslation('cv');
  const [isHidden, setHidden] = useGuideFlag(CV_GUIDE_FLAG);
  if (isHidden) return null;

  const handleDismiss = () => {
    setHidden(true);
    void completeCvGuide();
  };

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
        <Button size="xs" onClick={handleDismiss}>
          {t('guide.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
