import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showCookiePreferences } from '../consent/consent.ts';
import { useFormPage } from '../forms/form-page.ts';
import { RouterAnchor } from './router-anchor.tsx';
import { useStaticPage } from './static-page.ts';

/** Links to the three legal pages and the cookie settings (reopen consent), for footers. */
export function LegalLinks() {
  const { t } = useTranslation();
  const staticPage = useStaticPage();
  const formPage = useFormPage();
  // A form page is server-rendered too, but hydrated: it runs the cookie dialog as the app does.
  const hasConsent = !staticPage || formPage !== null;
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
      {/* A page read from the server runs no analytics and no app script: nothing to consent to there. */}
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
