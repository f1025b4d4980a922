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

  passwordResetCode: (locale: Language, data: { firstName: string; code: string }): MailContent =>
    locale === 'no'
      ? {
          subject: `Kode for nytt passord: ${data.code}`,
          paragraphs: [
            `Hei ${data.firstName}! Bruk denne koden for å velge et nytt passord:`,
            'Koden gjelder i 10 minutter og kan bare brukes én gang.',
            'Ba du ikke om dette? Da kan du se bort fra e-posten – passordet ditt er uendret.',
          ],
          highlight: data.code,
        }
      : {
          subject: `Your password reset code: ${data.code}`,
          paragraphs: [
            `Hi ${data.firstName}! Use this code to choose a new password:`,
            'The code is valid for 10 minutes and can be used once.',
            'If you did not ask for this, ignore this e-mail – your password is unchanged.',
          ],
          highlight: data.code,
        },

  passwordChanged: (locale: Language, data: { firstName: string; loginUrl: string }): MailContent =>
    locale === 'no'
      ? {
          subject: 'Passordet ditt er endret',
          paragraphs: [
            `Hei ${data.firstName}! Passordet til Hirelane-kontoen din ble nettopp endret, og du er logget ut på andre enheter.`,
            `Var det ikke deg? Velg et nytt passord med en gang: ${data.loginUrl}`,
          ],
        }
      : {
          subject: 'Your password was changed',
          paragraphs: [
            `Hi ${data.firstName}! The password of your Hirelane account was just changed, and your other devices were signed out.`,
            `Was it not you? Choose a new password right away: ${data.loginUrl}`,
          ],
        },

  accountDeleted: (locale: Language, data: { firstName: string }): MailContent =>
    locale === 'no'
      ? {
          subject: 'Hirelane-kontoen din er slettet',
          paragraphs: [
            `Hei ${data.firstName}! Kontoen din og alt du lagret i Hirelane er nå slettet. Lykke til videre!`,
          ],
        }
      : {
          subject: 'Your Hirelane account was deleted',
          paragraphs: [
            `Hi ${data.firstName}! Your account and everything you kept in Hirelane are now deleted. Good luck!`,
          ],
        },
};
