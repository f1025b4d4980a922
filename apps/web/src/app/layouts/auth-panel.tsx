import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobCardIllustration } from '../../shared/ui/job-card-illustration.tsx';
import { Logo } from '../../shared/ui/logo.tsx';

/** Left panel of the auth pages (spec §2): logo linking to /login and two job cards. */
export function AuthPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack h="100%" p="xl" gap="xl" justify="space-between">
      <Anchor component={Link} to="/login" aria-label={t('panel.logoLink')} underline="never" w="fit-content">
        <Logo size="lg" />
      </Anchor>
      <Stack gap="lg" align="center" role="img" aria-label={t('panel.illustrationLabel')}>
        <JobCardIllustration
          company={t('panel.cards.first.company')}
          position={t('panel.cards.first.position')}
          lane={t('panel.cards.first.lane')}
          detail={t('panel.cards.first.detail')}
          color="violet"
          tilt={-3}
        />
        <JobCardIllustration
          company={t('panel.cards.second.company')}
          position={t('panel.cards.second.position')}
          lane={t('panel.cards.second.lane')}
          detail={t('panel.cards.second.detail')}
          color="blue"
          tilt={2}
        />
      </Stack>
      <Text size="lg" fw={600} c="var(--mantine-color-text)">
        {t('panel.tagline')}
      </Text>
    </Stack>
  );
}
