import { no as catalog } from '../../../platform/i18n/no.ts';
import type { ReportWords } from './report-words.ts';

export const no: ReportWords = {
  title: 'Rapport for jobbsøkingen',
  range: (from, to) => `${from}–${to}`,
  figures: {
    totalJobs: { one: 'Jobb', other: 'Jobber' },
    appliedJobs: 'Søkt',
    interviews: { one: 'Intervju', other: 'Intervjuer' },
    offers: { one: 'Tilbud', other: 'Tilbud' },
    rejectedJobs: 'Avslag',
    responseRate: 'Svarprosent',
    medianDaysToInterview: 'Median dager til intervju',
  },
  rules: {
    funnel:
      'Alle jobber i perioden teller som lagret. En jobb teller som søkt når den har vært i Søkt eller en senere kolonne (Intervju, Fått jobben) eller har en søknadsdato, og som intervju når den har vært i Intervju eller Fått jobben – en intervjudato alene teller ikke. Hvert steg rommer derfor hele det neste. Avslag er et utfall: en jobb med avslag teller fortsatt i stegene den nådde.',
    responseRate:
      'Svarprosent: andelen av jobbene du har søkt på som gikk videre fra Søkt – til Intervju, Fått jobben eller Avslag.',
    daysToInterview:
      'Dager til intervju: fra du søkte (søknadsdatoen, ellers dagen jobben kom i Søkt, eller dagen den ble lagret om den hoppet over Søkt) til jobbens intervjudato; en jobb uten intervjudato teller dagen den kom i Intervju. Tallet er medianen for jobbene med intervju, i hele dager.',
  },
  funnel: 'Fra lagret til ansatt',
  perWeek: 'Søknader per uke',
  lanesToday: 'Kolonner i dag',
  details: 'Jobber',
  columns: ['Stilling', 'Bedrift', 'Kolonne', 'Søkt', 'Sist endret', 'Intervju'],
  // The lanes as the data export's jobs.csv names them: one word per lane in every output.
  lanes: catalog.jobsSheet.lanes,
  none: 'Ingen jobber i denne perioden.',
};
