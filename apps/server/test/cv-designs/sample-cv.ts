import type { Language } from '@hirelane/contract/constants';
import type { PublicCv } from '@hirelane/contract/sharing';
import sharp from 'sharp';

/*
 * Invented CVs (no real people) with every part a design draws: summary with a list, place,
 * contact links, several jobs with bullet lists, schools, certificates with links, skills,
 * languages and an endorsement. Long enough to run onto a second page in every design.
 */

const ID = { credentialId: null, credentialUrl: null } as const;

const en: PublicCv = {
  firstName: 'Ingrid',
  lastName: 'Ødegård',
  headline: 'Senior backend engineer — payments and data platforms',
  location: 'Tromsø, Norway',
  summary:
    'Backend engineer with twelve years in payments, logistics and public services. I like small teams, plain designs and systems that are boring to operate.\n\n- Led the move of a card platform to event sourcing\n- Mentor for four junior engineers',
  contact: {
    photoUrl: '/photo',
    email: 'ingrid.odegard@example.com',
    phone: '+47 912 34 567',
    links: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/ingrid-odegard/' },
      { label: 'GitHub', url: 'https://github.com/ingrid-odegard' },
    ],
  },
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'Nordlys Betaling',
      location: 'Tromsø',
      employmentType: 'full-time',
      startDate: '2021-03',
      endDate: null,
      isCurrent: true,
      description:
        'Own the settlement services that move 40 million kroner a day between banks and merchants.\n\n- Cut nightly settlement from four hours to twenty minutes\n- Designed the idempotent payout API used by 3,000 merchants\n- Introduced contract tests between eleven services',
    },
    {
      title: 'Backend Engineer',
      company: 'Fjordfrakt',
      location: 'Bergen',
      employmentType: 'full-time',
      startDate: '2017-08',
      endDate: '2021-02',
      isCurrent: false,
      description:
        'Built the tracking platform for a regional freight company.\n\n- Replaced a batch import with streaming updates from 600 trucks\n- Wrote the on-call guide and halved night-time pages',
    },
    {
      title: 'Software Developer',
      company: 'Kommunedata',
      location: 'Oslo',
      employmentType: 'full-time',
      startDate: '2014-01',
      endDate: '2017-07',
      isCurrent: false,
      description:
        'Developed case handling for building permits used by 40 municipalities. Moved the team from yearly to weekly releases and added accessibility testing to every release.',
    },
    {
      title: 'Junior Developer',
      company: 'Havbruk Analyse',
      location: 'Trondheim',
      employmentType: 'full-time',
      startDate: '2012-06',
      endDate: '2013-12',
      isCurrent: false,
      description: '- Reports on fish health for 30 fish farms\n- Data imports from sensor buoys',
    },
  ],
  education: [
    {
      school: 'Norwegian University of Science and Technology',
      degree: 'Master of Science',
      field: 'Computer Science',
      startDate: '2010-08',
      endDate: '2012-06',
      grade: null,
      description: null,
    },
    {
      school: 'University of Tromsø',
      degree: 'Bachelor of Science',
      field: 'Informatics',
      startDate: '2007-08',
      endDate: '2010-06',
      grade: null,
      description: null,
    },
  ],
  certifications: [
    {
      name: 'AWS Certified Solutions Architect',
      issuer: 'Amazon Web Services',
      issueDate: '2022-05',
      expiryDate: null,
      credentialId: null,
      credentialUrl: 'https://example.com/credentials/ingrid-aws',
    },
    {
      name: 'Certified Kubernetes Administrator',
      issuer: 'CNCF',
      issueDate: '2020-11',
      expiryDate: null,
      ...ID,
    },
  ],
  professionalSkills: ['TypeScript', 'Kotlin', 'PostgreSQL', 'Kafka', 'Event sourcing', 'AWS', 'Terraform'],
  personalSkills: ['Mentoring', 'Clear writing', 'Calm under pressure'],
  languages: [
    { language: 'Norwegian', level: 5 },
    { language: 'English', level: 4 },
    { language: 'Northern Sámi', level: 2 },
  ],
  endorsements: [
    {
      endorserName: 'Åse Berg',
      endorserTitle: 'CTO, Nordlys Betaling',
      relationship: 1,
      text: 'Ingrid makes hard problems look simple and leaves every system easier to run than she found it.',
    },
  ],
};

/** `entries` in another language: each keeps what `changes` at its place does not change. */
const translated = <Entry>(entries: readonly Entry[], changes: Partial<Entry>[]): Entry[] =>
  changes.map((change, index) => ({ ...(entries[index] as Entry), ...change }));

const no: PublicCv = {
  ...en,
  headline: 'Seniorutvikler backend — betaling og dataplattformer',
  location: 'Tromsø',
  summary:
    'Backendutvikler med tolv års erfaring fra betaling, logistikk og offentlige tjenester. Trives i små team med enkle løsninger som er kjedelige å drifte.\n\n- Ledet overgangen til hendelseslogg for en kortplattform\n- Mentor for fire juniorutviklere',
  experience: translated(en.experience, [
    {
      title: 'Seniorutvikler',
      description:
        'Eier oppgjørstjenestene som flytter 40 millioner kroner om dagen mellom banker og brukersteder.\n\n- Kortet ned nattlig oppgjør fra fire timer til tjue minutter\n- Utformet utbetalings-API-et som 3 000 brukersteder bruker\n- Innførte kontraktstester mellom elleve tjenester',
    },
    {
      title: 'Backendutvikler',
      description:
        'Bygde sporingsplattformen for et regionalt fraktselskap.\n\n- Byttet ut en nattlig import med strømmende oppdateringer fra 600 lastebiler\n- Skrev vaktguiden og halverte nattlige varsler',
    },
    {
      title: 'Systemutvikler',
      description:
        'Utviklet saksbehandling for byggesøknader i 40 kommuner. Flyttet teamet fra årlige til ukentlige leveranser og la inn universell utforming i hver leveranse.',
    },
    {
      title: 'Juniorutvikler',
      description: '- Rapporter om fiskehelse for 30 oppdrettsanlegg\n- Dataimport fra målebøyer',
    },
  ]),
  education: translated(en.education, [
    {
      school: 'Norges teknisk-naturvitenskapelige universitet',
      degree: 'Master',
      field: 'informatikk',
    },
    {
      school: 'Universitetet i Tromsø',
      degree: 'Bachelor',
      field: 'informatikk',
    },
  ]),
  personalSkills: ['Veiledning', 'Tydelig skriving', 'Rolig under press'],
  languages: [
    { language: 'Norsk', level: 5 },
    { language: 'Engelsk', level: 4 },
    { language: 'Nordsamisk', level: 2 },
  ],
  endorsements: translated(en.endorsements, [
    {
      endorserTitle: 'Teknologidirektør, Nordlys Betaling',
      text: 'Ingrid får vanskelige problemer til å se enkle ut og etterlater hvert system enklere å drifte.',
    },
  ]),
};

export const SAMPLE_CV: Record<Language, PublicCv> = { en, no };

/** A stand-in portrait (shapes, no person), made once. */
let portrait: Promise<Buffer> | undefined;
export const samplePhoto = (): Promise<Buffer> => {
  portrait ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#c8d3dc"/><circle cx="120" cy="96" r="46" fill="#7b8a97"/><ellipse cx="120" cy="236" rx="92" ry="80" fill="#7b8a97"/></svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();
  return portrait;
};
