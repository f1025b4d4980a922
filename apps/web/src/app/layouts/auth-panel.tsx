import { Anchor, type AnchorProps, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobCardIllustration } from '../../shared/ui/job-card-illustration.tsx';
import { Logo } from '../../shared/ui/logo.tsx';

/** The illustration's two job cards: where their texts are (panel.cards.<card>), their colour and tilt. */
const CARDS = [
  { card: 'first', color: 'violet', tilt: -3 },
  { card: 'second', color: 'blue', tilt: 2 },
] as const;

/** The logo as a link to /login, a page the server draws (so the browser loads it whole). */
export function SignInLogoLink({
  size,
  ...props
}: { size: 'sm' | 'lg' } & Pick<AnchorProps, 'hiddenFrom' | 'w'>) {
  const { t } = useTranslation('auth');
  return (
    <Anchor
      component={Link}
      to="/login"
      reloadDocument
      aria-label={t('panel.logoLink')}
      underline="never"
      {...props}
    >
      <Logo size={size} />
    </Anchor>
  );
}

/** Left panel of the auth pages: logo linking to /login and two job cards. */
export function AuthPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack h="100%" p="xl" gap="xl" justify="space-between">
      <SignInLogoLink size="lg" w="fit-content" />
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
