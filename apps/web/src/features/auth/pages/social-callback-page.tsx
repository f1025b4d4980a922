import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** `/google/auth/callback` and `/facebook/auth/callback`: the provider's return (a later issue). */
export function SocialCallbackPage() {
  const { t } = useTranslation('auth');
  return (
    <ComingSoon title={t('socialCallback.title')} description={t('socialCallback.description')}>
      <Button component={Link} to="/login" variant="light">
        {t('socialCallback.back')}
      </Button>
    </ComingSoon>
  );
}
