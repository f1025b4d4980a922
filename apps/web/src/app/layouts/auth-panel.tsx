import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobCardIllustration } from '../../shared/ui/job-card-illustration.tsx';
import { Logo } from '../../shared/ui/logo.tsx';

/** The illustration's two job cards: where their texts are (panel.cards.<card>), their colour and tilt. */
const CARDS = [
  { card: 'first', color: 'violet', tilt: -3 },
  { card: 'second', color: 'blue', tilt: 2 },
] as const;

/** Left panel of the auth pages: logo linking to /login and two job cards. */
export function AuthPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack h="100%" p="xl" gap="xl" justify="space-between">
      <Anchor
        component={Link}
        to="/login"
        reloadDocument
        aria-label={t('panel.logoLink')}
        underline="never"
        w="fit-content"
      >
        <Logo size="lg" />
      </Anchor>
      <Stack gap="lg" align="center" role="img" aria-label={t('panel.illustrationLabel')}>
        {CARDS.map(({ card, color, tilt }) => (
          <JobCardIllustration
            key={card}
            company={t(`panel.cards.${card}.company`)}
            position={t(`panel.cards.${card}.position`)}
            lane={t(`panel.cards.${card}.lane`)}
            detail={t(`panel.cards.${card}.detail`)}
            color={color}
            tilt={tilt}
          />
        ))}
      </Stack>
      <Text size="lg" fw={600} c="var(--mantine-color-text)">
        {t('panel.tagline')}
      </Text>
    </Stack>
  );
}
