import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const APPS = [
  ['google', 'googleSteps'],
  ['apple', 'appleSteps'],
  ['outlook', 'outlookSteps'],
] as const;

/** Short steps for the three calendars people use, and how soon changes show. */
export function SubscribeSteps() {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('feed.howTitle')}
      </Title>
      {APPS.map(([app, steps]) => (
        <div key={app}>
          <Text fw={600} size="sm">
            {t(`feed.${app}`)}
          </Text>
          <Text size="sm">{t(`feed.${steps}`)}</Text>
        </div>
      ))}
      <Text size="sm" c="dimmed">
        {t('feed.refreshNote')}
      </Text>
    </Stack>
  );
}
