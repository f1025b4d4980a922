import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showCookiePreferences } from '../consent/consent.ts';
import { RouterAnchor } from './router-anchor.tsx';
import { useStaticPage } from './static-page.ts';

/** Links to the three legal pages and the cookie settings (reopen consent), for footers. */
export function LegalLinks() {
  const { t } = useTranslation();
  const staticPage = useStaticPage();
  const hasConsent = !staticPage;
  return (
    <Group component="nav" gap="md" justify="center" aria-label={t('footer.label')}>
      <RouterAnchor to="/terms-conditions" size="sm" c="dimmed">
        {t('footer.terms')}
      </RouterAnchor>
      <RouterAnchor to="/privacy-policy" size="sm" c="dimmed">
        {t('footer.privacy')}
      </RouterAnchor>
      <RouterAnchor to="/refund-policy" size="sm" c="dimmed">
        {t('footer.refund')}
      </RouterAnchor>
      {/* A page the server draws (a form page too) runs no analytics and no app script: nothing to consent to there. */}
      {hasConsent && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="dimmed"
          aria-haspopup="dialog"
          onClick={showCookiePreferences}
        >
          {t('footer.cookies')}
        </Anchor>
      )}
    </Group>
  );
}
