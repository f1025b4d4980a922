import { CONSENT_COOKIE } from '@hirelane/contract/constants';
import { escapeHtml } from '@hirelane/contract/html';
import type { TFunction } from 'i18next';
import type { Translation } from 'vanilla-cookieconsent';
import { CONSENT_CATEGORIES } from './consent-config.ts';

// The library writes its texts as HTML: every translated text goes in escaped.
const link = (href: string, text: string) => `<a href="${href}">${escapeHtml(text)}</a>`;

/** The dialog's texts from the `consent` namespace, in the language `t` is fixed to. */
export function consentTranslation(t: TFunction<'consent'>): Translation {
  const cookieTable = (rows: { name: string; purpose: string; duration: string }[]) => ({
    caption: escapeHtml(t('table.caption')),
    headers: {
      name: escapeHtml(t('table.name')),
      purpose: escapeHtml(t('table.purpose')),
      duration: escapeHtml(t('table.duration')),
    },
    body: rows.map((row) => ({
      name: `<code>${escapeHtml(row.name)}</code>`,
      purpose: escapeHtml(row.purpose),
      duration: escapeHtml(row.duration),
    })),
  });

  return {
    consentModal: {
      // No `label`: the dialog is then named by its title, which follows a language change.
      title: escapeHtml(t('consentModal.title')),
      // The library puts the revision message where {{revisionMessage}} stands, only when asking again.
      description: `{{revisionMessage}}${escapeHtml(t('consentModal.description'))}`,
      revisionMessage: `${escapeHtml(t('consentModal.revisionMessage'))}<br><br>`,
      acceptAllBtn: escapeHtml(t('consentModal.acceptAll')),
      acceptNecessaryBtn: escapeHtml(t('consentModal.rejectAll')),
      showPreferencesBtn: escapeHtml(t('consentModal.choose')),
      footer: [
        link('/privacy-policy', t('consentModal.privacyLink')),
        link('/terms-conditions', t('consentModal.termsLink')),
      ].join('\n'),
    },
    preferencesModal: {
      title: escapeHtml(t('preferencesModal.title')),
      acceptAllBtn: escapeHtml(t('preferencesModal.acceptAll')),
      acceptNecessaryBtn: escapeHtml(t('preferencesModal.rejectAll')),
      savePreferencesBtn: escapeHtml(t('preferencesModal.save')),
      closeIconLabel: escapeHtml(t('preferencesModal.close')),
      sections: [
        {
          title: escapeHtml(t('preferencesModal.introTitle')),
          description: escapeHtml(t('preferencesModal.introDescription')),
        },
        {
          title: escapeHtml(t('preferencesModal.necessaryTitle')),
          description: escapeHtml(t('preferencesModal.necessaryDescription')),
          linkedCategory: CONSENT_CATEGORIES.necessary,
          cookieTable: cookieTable([
            {
              name: 'hl_refresh',
              purpose: t('cookies.refreshPurpose'),
              duration: t('cookies.refreshDuration'),
            },
            {
              name: CONSENT_COOKIE.name,
              purpose: t('cookies.consentPurpose'),
              duration: t('cookies.consentDuration'),
            },
          ]),
        },
        {
          title: escapeHtml(t('preferencesModal.analyticsTitle')),
          description: escapeHtml(t('preferencesModal.analyticsDescription')),
          linkedCategory: CONSENT_CATEGORIES.analytics,
          cookieTable: cookieTable([
            { name: '_ga, _ga_…', purpose: t('cookies.gaPurpose'), duration: t('cookies.gaDuration') },
          ]),
        },
        {
          title: escapeHtml(t('preferencesModal.moreTitle')),
          description: `${escapeHtml(t('preferencesModal.moreDescription'))} ${link(
            '/privacy-policy',
            t('consentModal.privacyLink'),
          )}`,
        },
      ],
    },
  };
}
