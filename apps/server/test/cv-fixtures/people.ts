import type { ParsedCv } from '@hirelane/contract/cv-import';

/**
 * Invented people for the CV-import fixtures, built from word pools with a seeded generator so the
 * set is varied and yet the same on every run. None of them is a real person.
 */
export type Person = { id: string; language: 'en' | 'no'; cv: ParsedCv };

// biome-ignore format: pools read best packed
const POOLS = {
  en: {
    names: [
      ['Emily', 'Carter'], ['James', 'Whitfield'], ['Priya', 'Raman'], ['Oliver', 'Brennan'],
      ['Sophie', 'Lindqvist'], ['Daniel', 'Okafor'], ['Hannah', 'McAllister'], ['Lucas', 'van der Berg'],
      ['Grace', 'Holloway'], ['Mateo', 'Alvarez'], ['Chloe', 'Fairbanks'], ['Samuel', 'Adeyemi'],
      ['Zoe', 'Kingsley'],
    ],
    phones: ['+44 20 7946 0958', '+1 (415) 555-0123', '+46 70 123 45 67', '+44 7700 900123', '+1 212 555 0187', '+353 1 555 0142'],
    places: ['London', 'Manchester', 'Edinburgh', 'Bristol', 'Dublin', 'Leeds'],
    titles: ['Software Engineer', 'Product Manager', 'Data Analyst', 'UX Designer', 'Project Manager', 'Marketing Coordinator', 'Financial Analyst', 'DevOps Engineer', 'Sales Manager', 'Customer Success Manager'],
    companies: ['Northwind Traders Ltd', 'Bluepeak Analytics', 'Harbour Health', 'Greenline Energy', 'Oakridge Partners', 'Brightwave Media', 'Summit Logistics Inc', 'Crescent Bank', 'Lumen Robotics', 'Redfern Insurance'],
    descriptions: [
      'Led a team of five developers and cut release time by 30%.',
      'Built dashboards used by 200 colleagues every week.',
      'Managed a budget of £2 million across twelve projects.',
      'Grew newsletter sign-ups by 45% in one year.',
      'Reduced customer churn by 12% with a new onboarding flow.',
      'Moved the billing system to the cloud without downtime.',
      'Ran user research with 40 customers and redesigned the checkout.',
      'Introduced code review and automated testing for the whole team.',
    ],
    schools: ['University of Leeds', 'University of Edinburgh', 'University of Manchester', 'University of Bristol', 'Trinity College Dublin'],
    degrees: [['Bachelor of Science', 'Computer Science'], ['Master of Science', 'Data Science'], ['Bachelor of Arts', 'Economics'], ['Master of Arts', 'Marketing'], ['Bachelor of Engineering', 'Mechanical Engineering']],
    skills: ['TypeScript', 'React', 'SQL', 'Python', 'Figma', 'Excel', 'Power BI', 'Kubernetes', 'Terraform', 'Jira', 'Salesforce', 'Google Analytics', 'Node.js', 'AWS'],
    personal: ['Curious', 'Structured', 'Team player', 'Good communicator', 'Calm under pressure', 'Self-driven'],
    languages: ['English', 'French', 'Spanish', 'German', 'Swedish'],
    certs: [['AWS Certified Solutions Architect', 'Amazon Web Services'], ['PRINCE2 Foundation', 'Axelos'], ['Professional Scrum Master I', 'Scrum.org'], ['Google Analytics Certification', 'Google']],
  },
  no: {
    names: [
      ['Kari', 'Nordmann'], ['Åse', 'Øvergård'], ['Håkon', 'Brække'], ['Sigrid', 'Løvås'],
      ['Øystein', 'Ødegård'], ['Ingrid', 'Sæther'], ['Marte', 'Kjærnes'], ['Eirik', 'Haugland'],
      ['Tone', 'Bråthen'], ['Jørgen', 'Fjellstad'], ['Solveig', 'Aasen'], ['Magnus', 'Strøm'],
      ['Live', 'Åmodt'],
    ],
    phones: ['+47 912 34 567', '+4791234567', '912 34 567', '+47 48 12 34 56', '22 33 44 55', '+47 934 56 789'],
    places: ['Oslo', 'Bergen', 'Trondheim', 'Tromsø', 'Stavanger', 'Bodø'],
    titles: ['Systemutvikler', 'Prosjektleder', 'Rådgiver', 'Økonomikonsulent', 'Sykepleier', 'Lærer', 'Salgskonsulent', 'Dataanalytiker', 'Avdelingsleder', 'Controller'],
    companies: ['Fjordkraft AS', 'Equinor ASA', 'Bouvet', 'Sopra Steria', 'Telenor', 'Bergen kommune', 'Helse Vest', 'DNB', 'Kongsberg Gruppen', 'Posten Norge AS'],
    descriptions: [
      'Ledet et team på fem utviklere og kuttet leveransetiden med 30 %.',
      'Bygde rapporter som brukes av 200 kolleger hver uke.',
      'Hadde ansvar for et budsjett på 20 millioner kroner.',
      'Økte antall kunder med 15 % på ett år.',
      'Innførte nye rutiner for kvalitetssikring i avdelingen.',
      'Flyttet fakturasystemet til skyen uten nedetid.',
      'Veiledet nyansatte og holdt kurs for 60 medarbeidere.',
      'Forhandlet avtaler med over 40 leverandører.',
    ],
    schools: ['Universitetet i Oslo', 'Universitetet i Bergen', 'NTNU', 'Handelshøyskolen BI', 'OsloMet', 'Høgskulen på Vestlandet'],
    degrees: [['Bachelor', 'informatikk'], ['Master', 'økonomi og administrasjon'], ['Bachelor', 'sykepleie'], ['Master', 'datateknologi'], ['Bachelor', 'statsvitenskap']],
    skills: ['Java', 'C#', 'SQL', 'Python', 'Excel', 'Visma', 'SAP', 'Power BI', 'Azure', 'Prosjektledelse', 'Budsjettering', 'Regnskap', 'React', 'Docker'],
    personal: ['Nysgjerrig', 'Strukturert', 'Løsningsorientert', 'Samarbeidsvillig', 'Selvstendig', 'Engasjert'],
    languages: ['Norsk', 'Engelsk', 'Tysk', 'Spansk', 'Svensk'],
    certs: [['Sertifisert prosjektleder', 'Norsk Forening for Prosjektledelse'], ['Microsoft Azure Fundamentals', 'Microsoft'], ['Førstehjelpskurs', 'Norsk Folkehjelp'], ['ITIL 4 Foundation', 'Axelos']],
  },
} as const;

type Pair = readonly [string, string];
type Pool = {
  [K in keyof (typeof POOLS)['en']]: (typeof POOLS)['en'][K] extends readonly Pair[]
    ? readonly Pair[]
    : readonly string[];
};

/** A small deterministic generator (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** The n-th invented person in a language, with a CV of `jobs` experiences. */
export const person = (language: 'en' | 'no', n: number, jobs = 2 + (n % 3)): Person => {
  const pool: Pool = POOLS[language];
  const next = random(n * 7919 + (language === 'no' ? 104729 : 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], count: number): T[] => {
    const left = [...list];
    return Array.from(
      { length: Math.min(count, left.length) },
      () => left.splice(Math.floor(next() * left.length), 1)[0] as T,
    );
  };
  const [firstName, lastName] = pool.names[n % pool.names.length] as readonly [string, string];
  const email =
    `${firstName}.${lastName}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '')
      .replace(/\.+/g, '.') + '@example.com';
  const titles = some(pool.titles, jobs);
  const companies = some(pool.companies, jobs);
  const descriptions = some(pool.descriptions, jobs);
  let year = 2025;
  const experiences = titles.map((title, i) => {
    const current = i === 0 && next() < 0.6;
    const endYear = current ? null : year - (i === 0 ? 0 : 0);
    const startYear = (endYear ?? year) - 1 - Math.floor(next() * 4);
    const entry = {
      title,
      company: companies[i] as string,
      location: null,
      employmentType: null,
      startDate: month(startYear, 1 + Math.floor(next() * 12)),
      endDate: endYear === null ? null : month(endYear, 1 + Math.floor(next() * 12)),
      isCurrent: current,
      description: descriptions[i] ?? null,
    };
    year = startYear - (next() < 0.5 ? 0 : 1);
    if (entry.endDate && entry.endDate < entry.startDate) entry.endDate = month(endYear ?? year, 12);
    return entry;
  });
  const educations = some(pool.degrees, 1 + (n % 2)).map(([degree, field], i) => {
    const end = year - i * 3;
    return {
      school: pick(pool.schools),
      degree,
      field,
      startDate: month(end - 3, 8),
      endDate: month(end, 6),
      grade: null,
      description: null,
    };
  });
  const languages = [
    { language: language === 'no' ? 'Norsk' : 'English', level: 5 },
    ...some(pool.languages.slice(1), n % 3).map((name, i) => ({
      language: name,
      level: [4, 3, 2, 1][(n + i) % 4] ?? 3,
    })),
  ];
  if (language === 'no' && !languages.some((l) => l.language === 'Engelsk'))
    languages.splice(1, 0, { language: 'Engelsk', level: 4 });
  return {
    id: `${language}-${String(n).padStart(2, '0')}`,
    language,
    cv: {
      profile: {
        firstName,
        lastName,
        email,
        phone: pick(pool.phones),
        location: pick(pool.places),
        headline: titles[0] ?? '',
      },
      experiences,
      educations,
      professional: some(pool.skills, 3 + (n % 6)),
      personal: some(pool.personal, n % 4),
      language: languages,
      certifications: some(pool.certs, n % 3).map(([name, issuer]) => ({
        name,
        issuer,
        issueDate: month(2018 + Math.floor(next() * 7), 1 + Math.floor(next() * 12)),
        expiryDate: null,
        credentialId: null,
        credentialUrl: null,
      })),
    },
  };
};
