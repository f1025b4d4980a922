import type { Catalog } from './catalog.ts';

/** The server's words in Norwegian Bokmål. */
export const no: Catalog = {
  quote: (text) => `«${text}»`,
  webApp: {
    name: 'Hirelane — jobbsøket ditt',
    description: 'Søknader, CV og brev på ett sted, også uten nett.',
  },
  modelLanguage: 'Norwegian Bokmål',

  mail: {
    auth: {
      verificationCode: (data) => ({
        subject: `Din Hirelane-kode: ${data.code}`,
        paragraphs: [
          `Hei ${data.firstName}! Skriv inn denne koden for å bekrefte e-postadressen din:`,
          'Koden gjelder i 10 minutter og kan bare brukes én gang.',
          'Var det ikke du som registrerte deg? Da kan du trygt se bort fra denne e-posten.',
        ],
        highlight: data.code,
      }),
      registrationAttempt: (data) => ({
        subject: 'Noen prøvde å registrere seg med e-postadressen din',
        paragraphs: [
          `Hei ${data.firstName}! Noen prøvde nettopp å opprette en Hirelane-konto med denne e-postadressen, men du har allerede en konto.`,
          `Var det deg? Logg inn her: ${data.loginUrl}`,
          'Var det ikke deg? Da trenger du ikke gjøre noe – kontoen din er uendret.',
        ],
      }),
      passwordResetCode: (data) => ({
        subject: `Kode for nytt passord: ${data.code}`,
        paragraphs: [
          `Hei ${data.firstName}! Bruk denne koden for å velge et nytt passord:`,
          'Koden gjelder i 10 minutter og kan bare brukes én gang.',
          'Ba du ikke om dette? Da kan du se bort fra e-posten – passordet ditt er uendret.',
        ],
        highlight: data.code,
      }),
      passwordChanged: (data) => ({
        subject: 'Passordet ditt er endret',
        paragraphs: [
          `Hei ${data.firstName}! Passordet til Hirelane-kontoen din ble nettopp endret, og du er logget ut på andre enheter og i tilkoblede nettleserutvidelser.`,
          `Var det ikke deg? Velg et nytt passord med en gang: ${data.loginUrl}`,
        ],
      }),
      accountDeleted: (data) => ({
        subject: 'Hirelane-kontoen din er slettet',
        paragraphs: [
          `Hei ${data.firstName}! Kontoen din og alt du lagret i Hirelane er nå slettet. Lykke til videre!`,
        ],
      }),
    },
    endorsements: {
      invitation: (d, isReminder) => ({
        subject: `${isReminder ? 'Påminnelse: ' : ''}${d.requesterName} ber deg om en anbefaling`,
        paragraphs: [
          `Hei ${d.endorserName}! ${d.requesterName} søker jobb og vil gjerne ha noen ord fra deg på CV-en sin i Hirelane.`,
          ...(d.message ? [`Hilsen fra ${d.requesterName}: «${d.message}»`] : []),
          `Skriv anbefalingen eller takk nei her: ${d.link}`,
          'Du trenger ingen konto. Lenken er personlig – ikke del den.',
        ],
      }),
      accepted: (d) => ({
        subject: `${d.endorserName} har skrevet en anbefaling til deg`,
        paragraphs: [
          `Gode nyheter! ${d.endorserName} har skrevet en anbefaling. Se den på CV-en din: ${d.cvLink}`,
        ],
      }),
      declined: (d) => ({
        subject: `${d.endorserName} takket nei til anbefalingen`,
        paragraphs: [
          `${d.endorserName} har takket nei til å skrive en anbefaling denne gangen. Du kan spørre noen andre: ${d.cvLink}`,
        ],
      }),
    },
    reminders: {
      subject: (count) => `Hirelane: ${count === 1 ? '1 påminnelse' : `${count} påminnelser`} i dag`,
      greeting: (name) => `Hei ${name}, dette trenger deg på jobbtavla di.`,
      interviews: 'Intervjuer i morgen:',
      interview: (position, company, time) => `${position} hos ${company}, i morgen kl. ${time}`,
      stale: 'Lenge siden sist — på tide å følge opp?',
      quiet: (position, company, days) => `${position} hos ${company}: ingen endring på ${days} dager`,
      settings: (link) => `Velg hva du vil bli påminnet om: ${link}`,
      unsubscribe: (link) => `Ingen flere påminnelser på e-post: ${link}`,
    },
  },

  calendar: {
    summary: (position, company) => `Intervju: ${position} hos ${company}`,
    open: 'Åpne jobben i Hirelane',
    ad: 'Stillingsannonse',
    feedName: 'Hirelane-intervjuer',
  },

  cvPdf: {
    experience: 'Erfaring',
    education: 'Utdanning',
    certifications: 'Sertifiseringer',
    professional: 'Faglige ferdigheter',
    personal: 'Personlige egenskaper',
    languages: 'Språk',
    endorsements: 'Anbefalinger',
    present: 'Nå',
    expires: 'utløper',
    levels: ['', 'Nybegynner', 'Middels', 'Avansert', 'Flytende', 'Morsmål'],
  },

  jobsSheet: {
    columns: {
      position: 'Stilling',
      company: 'Firma',
      location: 'Sted',
      workplace: 'Arbeidssted',
      employmentType: 'Ansettelsesform',
      lane: 'Kolonne',
      pinned: 'Festet',
      postingUrl: 'Lenke til annonsen',
      salaryText: 'Lønn slik den står i annonsen',
      salaryMin: 'Lønn fra',
      salaryMax: 'Lønn til',
      salaryCurrency: 'Valuta',
      salaryPeriod: 'Lønn per',
      deadline: 'Søknadsfrist',
      appliedDate: 'Søkt den',
      nextInterview: 'Neste intervju (UTC)',
      nextInterviewLocal: (timeZone) => `Neste intervju (tid i ${timeZone})`,
      source: 'Hvor du fant den',
      contactName: 'Kontaktperson',
      contactEmail: 'Kontaktens e-post',
      contactPhone: 'Kontaktens telefon',
      description: 'Beskrivelse',
      notes: 'Notater',
      attachment: 'Vedlegg',
      added: 'Lagt til (UTC)',
      updated: 'Sist endret (UTC)',
    },
    yes: 'Ja',
    lanes: {
      saved: 'Lagret',
      applied: 'Søkt',
      interviewed: 'Intervju',
      hired: 'Fått jobben',
      rejected: 'Avslag',
      drafts: 'Utkast',
    },
    workplaces: { onsite: 'På kontoret', hybrid: 'Delvis hjemmekontor', remote: 'Hjemmekontor' },
    employmentTypes: {
      'full-time': 'Heltid',
      'part-time': 'Deltid',
      contract: 'Kontrakt',
      temporary: 'Midlertidig',
      internship: 'Praksisplass',
      freelance: 'Frilans',
    },
    salaryPeriods: { hour: 'time', month: 'måned', year: 'år' },
  },

  letters: {
    subject: 'Vedr.:',
    greeting: (contact) => (contact ? `Hei ${contact},` : 'Hei,'),
    role: (title, company) => `${title} i ${company}`,
    since: (year) => `siden ${year}`,
    years: (years) => (years < 1 ? 'under ett års' : `${years} års`),
    education: (what, school) => (what ? `${what} ved ${school}` : school),
    of: ' i ',
    allOfThem: (count) => (count === 1 ? 'det' : count === 2 ? 'begge' : 'alle disse'),
    missing: {
      position: 'stilling',
      company: 'bedrift',
      headline: 'yrkestittel',
      strongestExperience: 'din sterkeste erfaring',
      latestRole: 'din siste stilling',
      yearsOfExperience: 'antall år',
      topSkills: 'dine sterkeste ferdigheter',
      latestEducation: 'utdanningen din',
      highestEducation: 'utdanningen din',
      phone: 'telefon',
      email: 'e-post',
      location: 'sted',
      contactName: 'kontaktperson',
    },
  },
};
