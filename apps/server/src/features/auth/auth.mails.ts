import type { Language } from '@hirelane/contract/constants';
import type { MailContent } from '../../platform/mail/layout.ts';

/** The words of every account mail, in both languages. */
export const authMails = {
  verificationCode: (locale: Language, data: { firstName: string; code: string }): MailContent =>
    locale === 'no'
      ? {
          subject: `Din Hirelane-kode: ${data.code}`,
          paragraphs: [
            `Hei ${data.firstName}! Skriv inn denne koden for å bekrefte e-postadressen din:`,
            'Koden gjelder i 10 minutter og kan bare brukes én gang.',
            'Var det ikke du som registrerte deg? Da kan du trygt se bort fra denne e-posten.',
          ],
          highlight: data.code,
        }
      : {
          subject: `Your Hirelane code: ${data.code}`,
          paragraphs: [
            `Hi ${data.firstName}! Enter this code to confirm your e-mail address:`,
            'The code is valid for 10 minutes and can be used once.',
            'If you did not sign up, you can safely ignore this e-mail.',
          ],
          highlight: data.code,
        },

  registrationAttempt: (locale: Language, data: { firstName: string; loginUrl: string }): MailContent =>
    locale === 'no'
      ? {
          subject: 'Noen prøvde å registrere seg med e-postadressen din',
          paragraphs: [
            `Hei ${data.firstName}! Noen prøvde nettopp å opprette en Hirelane-konto med denne e-postadressen, men du har allerede en konto.`,
            `Var det deg? Logg inn her: ${data.loginUrl}`,
            'Var det ikke deg? Da trenger du ikke gjøre noe – kontoen din er uendret.',
          ],
        }
      : {
          subject: 'Someone tried to sign up with your e-mail address',
          paragraphs: [
            `Hi ${data.firstName}! Someone just tried to create a Hirelane account with this e-mail address, but you already have one.`,
            `Was it you? Sign in here: ${data.loginUrl}`,
            'If it was not you, there is nothing to do – your account is unchanged.',
          ],
        },
};
