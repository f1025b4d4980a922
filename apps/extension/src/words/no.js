// @ts-check
/** @import { en } from './en.js' */

/**
 * The extension's words in Norwegian (bokmål); the same keys as `en.js`.
 * @type {Omit<typeof en, 'lang'> & { lang: 'no' }}
 */
export const no = {
  lang: 'no',
  extensionName: 'Hirelane',
  extensionDescription: 'Lagre stillingsannonsen du leser på Hirelane-tavla di.',
  popupTitle: 'Lagre denne jobben',
  reading: 'Leser siden …',
  saving: 'Lagrer …',
  connectIntro:
    'Koble utvidelsen til Hirelane-kontoen din først. Hirelane åpnes i en fane: logg inn der om du blir bedt om det, og velg Koble til.',
  connect: 'Koble til Hirelane',
  disconnected: 'Utvidelsen er ikke lenger koblet til kontoen din. Koble den til igjen.',
  permissionRefused: 'Utvidelsen trenger lov til å nå {origin}. Uten det kan den ikke lagre jobber.',
  cannotRead:
    'Denne siden kan ikke leses. Åpne selve stillingsannonsen (en nettside som begynner med http eller https) og prøv igjen.',
  foundNothing: 'Fant ikke noe om en jobb på denne siden. Fyll ut feltene selv.',
  checkFields: 'Sjekk feltene som er merket nedenfor.',
  offline: 'Fikk ikke kontakt med Hirelane på {origin}. Sjekk tilkoblingen og prøv igjen.',
  failed: 'Noe gikk galt: {message}',
  tooMany: 'Du har lest mange annonser på kort tid. Vent noen minutter og prøv igjen.',
  position: 'Stilling',
  company: 'Firma',
  location: 'Sted',
  deadline: 'Søknadsfrist',
  salary: 'Lønn',
  postingUrl: 'Lenke til annonsen',
  lane: 'Kolonne',
  required: '{field} må fylles ut',
  save: 'Lagre på tavla mi',
  saved: 'Lagret på tavla di i {lane}.',
  savedButNotMoved: 'Lagret på tavla di i Lagret, men kunne ikke flyttes til {lane}.',
  openBoard: 'Åpne tavla mi',
  settings: 'Innstillinger',
  optionsTitle: 'Innstillinger for Hirelane-utvidelsen',
  originLabel: 'Adressen til din Hirelane',
  originHelp: 'Bruk din egen Hirelane-server ved å skrive adressen, for eksempel https://jobb.example.org.',
  originInvalid: 'Skriv en adresse som begynner med https:// (eller http:// på din egen maskin).',
  saveSettings: 'Lagre',
  settingsSaved: 'Lagret. Utvidelsen bruker nå {origin}. Koble den til kontoen din fra knappen.',
  connectedTo: 'Koblet til {origin}.',
  notConnected: 'Ikke koblet til {origin} ennå.',
  forget: 'Koble fra denne nettleseren',
  forgotten:
    'Denne nettleseren er koblet fra. Fjern tilgangen i Hirelane også, på siden Koble til utvidelsen.',
  alreadyOnBoard: 'Allerede på tavlen din: {position} i {lane}. Du kan likevel lagre den på nytt nedenfor.',
  openExisting: 'Åpne den på tavlen',
};
