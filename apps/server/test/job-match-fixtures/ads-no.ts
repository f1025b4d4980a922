import type { FixtureAd } from './fixture-ad.ts';

/** Norwegian (bokmål) ads, invented for these tests (companies and people are not real). */
export const ADS_NO: FixtureAd[] = [
  {
    id: 'no-sykepleier',
    trade: 'health',
    text: `Sykepleier – medisinsk avdeling
Vi søker sykepleiere til 100 % fast stilling og vikariater ved medisinsk sengepost.

Kvalifikasjoner:
- Norsk autorisasjon som sykepleier
- Gode norskkunnskaper muntlig og skriftlig
- Erfaring med DIPS er en fordel
- Førerkort klasse B
- Politiattest må fremvises

Det er ønskelig med erfaring fra geriatri og demensomsorg, og gjerne kurs i legemiddelhåndtering.

Vi tilbyr:
- Kurs i sårbehandling
- Gode pensjonsordninger`,
    expected: [
      'Nurse authorisation',
      'language:Norwegian',
      '?DIPS',
      'licence:B',
      'Police certificate',
      '?Geriatrics',
      '?Dementia care',
      '?Medication course',
    ],
  },
  {
    id: 'no-helsefagarbeider',
    trade: 'health',
    text: `Helsefagarbeider – hjemmetjenesten
Hjemmetjenesten i Nordre Follo har ledige stillinger i turnus.

Vi ser etter deg som har:
- Autorisasjon som helsefagarbeider
- Erfaring fra hjemmesykepleie eller eldreomsorg
- Førerkort for bil (klasse B)
- Kunnskap om legemiddelhåndtering og dokumentasjon i journal
- Gode kommunikasjonsevner og beherske norsk godt

Det er en fordel med erfaring fra Gerica og kompetanse innen palliasjon.`,
    expected: [
      'Health worker authorisation',
      'Home care',
      'Geriatrics',
      'licence:B',
      'Medication management',
      'Patient documentation',
      'language:Norwegian',
      '?Gerica',
      '?Palliative care',
    ],
  },
  {
    id: 'no-lege',
    trade: 'health',
    heldOut: true,
    text: `Lege i spesialisering – psykisk helsevern
Distriktspsykiatrisk senter har ledig stilling som LIS.

Kvalifikasjoner
- Norsk autorisasjon som lege
- Interesse for psykiatri og rusbehandling
- Beherske norsk muntlig og skriftlig, tilsvarende nivå C1
- Førerkort klasse B

Erfaring fra akuttpsykiatri eller forskning vil være en fordel.`,
    expected: [
      "Doctor's authorisation",
      'Psychiatry',
      'Substance abuse treatment',
      'language:Norwegian',
      'licence:B',
      '?Emergency medicine',
      '?Research',
    ],
  },
  {
    id: 'no-vernepleier',
    trade: 'health',
    text: `Vernepleier – bofellesskap
Vi søker vernepleier til bofellesskap for personer med utviklingshemming.

Krav:
- Bachelor i vernepleie eller sosialt arbeid
- Erfaring med miljøarbeid og veiledning av ansatte
- Gode norskkunnskaper
- Politiattest

Ønskelig:
- Kompetanse innen legemiddelhåndtering
- Erfaring med Profil
- Førerkort`,
    expected: [
      'degree:bachelor',
      'Social work',
      'Mentoring',
      'language:Norwegian',
      'Police certificate',
      '?Medication management',
      '?Profil',
      '?licence:any',
    ],
  },
  {
    id: 'no-lektor',
    trade: 'education',
    text: `Lektor i matematikk og naturfag
Fjellheim videregående skole har ledig fast stilling fra 1. august.

Vi søker deg som har:
- Mastergrad med fordypning i matematikk
- Praktisk-pedagogisk utdanning (PPU)
- Undervisningserfaring fra videregående skole
- Gode digitale ferdigheter, gjerne med itslearning

Erfaring med klasseledelse og vurdering for læring vektlegges. Det er en fordel med kompetanse i programmering.`,
    expected: [
      'Mathematics',
      'Science education',
      'degree:master',
      'Teacher qualification',
      'Teaching',
      '?itslearning',
      'Classroom management',
      'Assessment',
      '?Software development',
    ],
  },
  {
    id: 'no-barnehagelaerer',
    trade: 'education',
    text: `Barnehagelærer / pedagogisk leder
Regnbuen barnehage søker pedagogisk leder til avdeling med barn 1–3 år.

Kvalifikasjoner
- Utdannet barnehagelærer
- Kunnskap om rammeplanen og småbarnspedagogikk
- Svært gode norskkunnskaper, muntlig og skriftlig
- Politiattest

Det er ønskelig med erfaring fra språkstimulering og spesialpedagogikk.`,
    expected: [
      'Kindergarten teacher qualification',
      'Early childhood education',
      'Curriculum development',
      'language:Norwegian',
      'Police certificate',
      '?Language stimulation',
      '?Special education',
    ],
  },
  {
    id: 'no-laerer-barneskole',
    trade: 'education',
    heldOut: true,
    text: `Kontaktlærer 1.–7. trinn
Bakkebø skole søker lærer i 100 % stilling.

Krav til kompetanse:
- Godkjent lærerutdanning
- Undervisningskompetanse i norsk og engelsk
- Erfaring med tilpasset opplæring og klasseledelse
- Beherske norsk godt muntlig og skriftlig

Kompetanse i spesialundervisning eller musikk er en fordel.`,
    expected: [
      'Teacher qualification',
      'Norwegian as a school subject',
      'English as a school subject',
      'Classroom management',
      'language:Norwegian',
      '?Special education',
      '?Music',
    ],
  },
  {
    id: 'no-elektriker',
    trade: 'trades',
    text: `Elektriker
Voltberg Elektro AS søker elektrikere til service og installasjon i Bergen.

Vi ser etter deg som har:
- Fagbrev som elektriker
- Minst 2 års erfaring fra elinstallasjon i bolig og næring
- Førerkort klasse B
- Gyldig HMS-kort og oppdatert FSE-kurs
- Gode norskkunnskaper

Det er en fordel med erfaring innen automasjon og varmepumper.`,
    expected: [
      'Electrician certificate',
      'experience:2',
      'Electrical installation',
      'licence:B',
      'HSE card',
      'language:Norwegian',
      '?Automation',
      '?HVAC',
    ],
  },
  {
    id: 'no-rorlegger',
    trade: 'trades',
    text: `Rørlegger
Vi har stor pågang av oppdrag og søker flere dyktige rørleggere.

Krav:
- Fagbrev som rørlegger
- Erfaring fra service og nybygg
- Førerkort kl. B
- HMS-kort

Ønskelige kvalifikasjoner:
- Kurs i varme arbeider
- Erfaring med ventilasjon
- Kunnskap om våtromsnormen`,
    expected: [
      'Plumber certificate',
      'licence:B',
      'HSE card',
      '?Hot work certificate',
      '?HVAC',
      '?Wet room standard',
    ],
  },
  {
    id: 'no-maskinforer',
    trade: 'trades',
    heldOut: true,
    text: `Maskinfører
Anleggsentreprenør i Innlandet søker erfarne maskinførere.

Vi ser etter deg som har
- Kompetansebevis for anleggsmaskiner (maskinførerbevis) M2-M4
- Minst 5 års erfaring som maskinfører
- Førerkort klasse B og C
- Erfaring med maskinstyring og GPS

Det er en fordel med kurs i arbeidsvarsling og fagbrev i anleggsmaskinførerfaget.`,
    expected: [
      'Machine operator licence',
      'experience:5',
      'Machine operation',
      'licence:B',
      'licence:C',
      'Machine control systems',
      '?Work zone signage course',
      '?degree:vocational',
    ],
  },
  {
    id: 'no-tomrer',
    trade: 'trades',
    text: `Tømrer
Byggmester Hansen AS søker tømrer med fagbrev til rehabilitering og tilbygg.

Kvalifikasjoner:
- Fagbrev i tømrerfaget
- Erfaring med tegningsforståelse og oppmåling
- Kurs i fallsikring og stillasbygging
- Førerkort klasse B, gjerne BE

Erfaring med betongarbeid er ønskelig.`,
    expected: [
      'Carpenter certificate',
      'Reading technical drawings',
      'Surveying',
      'Fall protection course',
      'Scaffolding',
      'licence:B',
      '?licence:BE',
      '?Concrete work',
    ],
  },
  {
    id: 'no-butikkmedarbeider',
    trade: 'retail',
    text: `Butikkmedarbeider – deltid
Vi søker blide medarbeidere til butikken vår på Lade.

Om deg:
- Erfaring fra varehandel og kundeservice
- Trygg på kassearbeid
- Du tar ansvar for varepåfylling og vareplassering
- Snakker godt norsk

Det er en fordel om du har fagbrev i salgsfaget.`,
    expected: [
      'Retail',
      'Customer service',
      'Cash handling',
      'Stock management',
      'Merchandising',
      'language:Norwegian',
      '?Retail certificate',
    ],
  },
  {
    id: 'no-butikksjef',
    trade: 'retail',
    heldOut: true,
    text: `Butikksjef – klesbutikk
Kjeden Nordform søker butikksjef til ny butikk i Tromsø.

Ansvarsområder
- Personalansvar for 12 ansatte og turnusplanlegging
- Budsjettansvar og oppfølging av salg
- Vareplassering og kampanjer

Vi ser etter deg som har
- Ledererfaring fra detaljhandel, minimum 3 år
- Erfaring med salg og kundebehandling
- Gode kunnskaper i Excel

Høyere utdanning innen økonomi eller ledelse er ønskelig.`,
    expected: [
      'People management',
      'Scheduling',
      'Budgeting',
      'Sales',
      'Merchandising',
      'Leadership',
      'Retail',
      'experience:3',
      'Customer service',
      'Excel',
      '?degree:higher',
    ],
  },
  {
    id: 'no-lagermedarbeider',
    trade: 'logistics',
    text: `Lagermedarbeider
Nordlager AS søker lagermedarbeidere til vårt sentrallager på Berger.

Arbeidsoppgaver
- Plukking og pakking av ordre
- Varemottak og vareopptelling
- Lasting og lossing

Kvalifikasjoner
- Truckførerbevis T1–T4
- Erfaring fra lagerarbeid
- Gode norsk- eller engelskkunnskaper
- Fokus på HMS

Erfaring med lagerstyringssystem er en fordel.`,
    expected: [
      'Warehouse operations',
      'Stock management',
      'Forklift licence',
      'language:Norwegian',
      'language:English',
      'Health, safety and environment',
      '?Warehouse management systems',
    ],
  },
  {
    id: 'no-sjafor',
    trade: 'logistics',
    text: `Sjåfør – varelevering
Vi søker sjåfører til distribusjon av dagligvarer i Oslo-området.

Krav
- Førerkort klasse C1 eller C
- Yrkessjåførkompetanse (YSK)
- Erfaring fra varelevering
- Kan kommunisere på norsk eller engelsk

ADR-kompetansebevis og truckførerbevis er en fordel.`,
    expected: [
      'licence:C1',
      'licence:C',
      'Driver CPC',
      'Professional driving',
      'language:Norwegian',
      'language:English',
      '?ADR certificate',
      '?Forklift licence',
    ],
  },
  {
    id: 'no-saksbehandler-nav',
    trade: 'public',
    heldOut: true,
    text: `Saksbehandler – arbeidsrettet oppfølging
NAV-kontoret i Sandnes søker saksbehandler i fast stilling.

Arbeidsoppgaver
- Saksbehandling etter folketrygdloven og forvaltningsloven
- Veiledning av brukere mot arbeid
- Samarbeid med arbeidsgivere

Kvalifikasjoner
- Høyere utdanning på bachelornivå, gjerne innen sosialfag, juss eller samfunnsfag
- Erfaring fra offentlig forvaltning
- Meget god skriftlig fremstillingsevne på norsk

Det er en fordel med erfaring med Arena og Modia.`,
    expected: [
      'Case handling',
      'Public law',
      'Counselling',
      'degree:bachelor',
      '?Social work',
      '?Law',
      '?Social studies',
      'Public administration',
      'language:Norwegian',
      '?Arena',
      '?Modia',
    ],
  },
  {
    id: 'no-radgiver-kommune',
    trade: 'public',
    text: `Rådgiver – arealplanlegging
Kommunen søker rådgiver til plan- og byggesaksavdelingen.

Vi søker deg som har
- Mastergrad innen planlegging, arkitektur eller tilsvarende
- Kunnskap om plan- og bygningsloven
- Erfaring med GIS og saksbehandling
- Svært god skriftlig og muntlig fremstillingsevne på norsk

Det er ønskelig med erfaring fra offentlig forvaltning og kjennskap til arkivsystemet Elements.`,
    expected: [
      'degree:master',
      'Urban planning',
      'Architecture',
      'GIS',
      'Case handling',
      'language:Norwegian',
      '?Public administration',
      '?Archiving',
      '?Elements',
    ],
  },
  {
    id: 'no-utvikler',
    trade: 'tech',
    text: `Utvikler – fullstack
Vi søker en fullstack-utvikler til teamet som lager selvbetjeningsløsninger for kundene våre.

Hvem vi ser etter
- Minst tre års erfaring med systemutvikling
- Erfaring med TypeScript, React og Node.js
- Kjennskap til PostgreSQL eller andre relasjonsdatabaser
- Erfaring med smidig utvikling og Scrum
- Bachelor- eller mastergrad i informatikk eller tilsvarende

Det er en fordel med erfaring fra Azure og Docker, og kjennskap til universell utforming.`,
    expected: [
      'Full-stack development',
      'experience:3',
      'Software development',
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Agile',
      'Scrum',
      'degree:bachelor',
      '?Microsoft Azure',
      '?Docker',
      '?Accessibility',
    ],
  },
  {
    id: 'no-driftstekniker',
    trade: 'tech',
    heldOut: true,
    text: `IT-driftstekniker
Vi søker en driftstekniker til vår IT-avdeling med ansvar for brukerstøtte og servere.

Kvalifikasjoner
- Fagbrev i IT-driftsfaget eller relevant fagskole
- Erfaring med Windows Server, Active Directory og Intune
- Kunnskap om nettverk og brannmur
- Gode norskkunnskaper og god engelsk

Sertifiseringer innen Microsoft eller Cisco (CCNA) er en fordel. ITIL er ønskelig.`,
    expected: [
      'IT support',
      'degree:vocational',
      'Windows Server',
      'Active Directory',
      'Intune',
      'Network administration',
      'Firewall management',
      'language:Norwegian',
      'language:English',
      '?Microsoft certification',
      '?CCNA',
      '?ITIL',
    ],
  },
  {
    id: 'no-regnskapsmedarbeider',
    trade: 'office',
    text: `Regnskapsmedarbeider
Regnskapsbyrået Tall og Tanker AS søker regnskapsmedarbeider.

Arbeidsoppgaver
- Løpende regnskapsføring, MVA-oppgaver og lønnskjøring
- Årsoppgjør for små og mellomstore bedrifter

Kvalifikasjoner
- Bachelor i økonomi og administrasjon, gjerne med regnskapsfag
- Autorisert regnskapsfører, eller på vei mot autorisasjon
- Erfaring med Tripletex og Visma
- Gode kunnskaper i Excel
- Meget gode norskkunnskaper

Erfaring med PowerOffice er et pluss.`,
    expected: [
      'Accounting',
      'Tax',
      'Payroll',
      'Financial reporting',
      'degree:bachelor',
      'Authorised accountant',
      'Tripletex',
      'Visma',
      'Excel',
      'language:Norwegian',
      '?PowerOffice',
    ],
  },
  {
    id: 'no-kokk',
    trade: 'trades',
    text: `Kokk
Restaurant Fjæra søker kokk i full stilling.

Vi ser etter deg som har:
- Fagbrev som kokk
- Erfaring fra à la carte-kjøkken
- Kunnskap om hygiene og HACCP
- Gjennomført hygienekurs

Det er en fordel om du har erfaring med baking og servering, og kunnskapsprøven.`,
    expected: [
      'Chef certificate',
      'Cooking',
      'Food safety',
      'Food hygiene certificate',
      '?Baking',
      '?Serving',
      '?Responsible service of alcohol',
    ],
  },
  {
    id: 'no-kundesenter',
    trade: 'office',
    heldOut: true,
    text: `Kundeveileder – kundesenter
Strømselskapet Lysbue søker kundeveiledere til vårt kundesenter i Skien.

Vi ser etter deg som
- Har erfaring fra kundeservice eller salg
- Behersker norsk og engelsk godt, både muntlig og skriftlig
- Har gode IT-ferdigheter og kjenner Microsoft Office
- Har fullført videregående skole

Erfaring med Salesforce eller telefonsalg er en fordel.`,
    expected: [
      'Customer service',
      'Call centre',
      'Sales',
      'language:Norwegian',
      'language:English',
      'Microsoft Office',
      'degree:upper-secondary',
      '?Salesforce',
      '?Telemarketing',
    ],
  },
  {
    id: 'no-regnskapsforer',
    trade: 'office',
    heldOut: true,
    text: `Regnskapsfører
Økonomihuset Vest AS søker en erfaren regnskapsfører til vårt kontor i Stavanger.

Dine oppgaver
- Bokføring, fakturering og leverandørreskontro for våre kunder
- Månedsavslutning, årsregnskap og skattemelding
- Rådgivning innen skatt og merverdiavgift

Vi ser etter deg som har
- Autorisasjon som regnskapsfører
- Minst tre års erfaring fra regnskapsbyrå
- Høyere utdanning innen økonomi
- Erfaring med Visma eller Tripletex
- Svært gode kunnskaper i Excel

Det er en fordel om du har erfaring med lønn og revisjon.

Vi tilbyr
- Fleksibel arbeidstid`,
    expected: [
      'Accounting',
      'Accounts receivable',
      'Accounts payable',
      'Financial reporting',
      'Tax',
      'Authorised accountant',
      'experience:3',
      'degree:higher',
      'Visma',
      'Tripletex',
      'Excel',
      '?Payroll',
      '?Auditing',
    ],
  },
  {
    id: 'no-butikkleder',
    trade: 'retail',
    text: `Butikkleder – Byggmix Molde
Vi søker en engasjert butikkleder med ansvar for drift og resultat.

Ansvarsområder
- Personalansvar for 12 ansatte, inkludert rekruttering og opplæring
- Budsjettansvar og oppfølging av nøkkeltall
- Vareflyt, bestilling og varetelling
- Kundebehandling og salg til proff- og privatkunder

Kvalifikasjoner
- Ledererfaring fra varehandel, minimum 4 år
- Fagbrev i salgsfaget eller høyere utdanning innen økonomi og ledelse
- Gode norskkunnskaper, muntlig og skriftlig
- Førerkort klasse B

Erfaring fra byggevarebransjen er en fordel.`,
    expected: [
      'People management',
      'Recruitment',
      'Training and development',
      'Budgeting',
      'Stock management',
      'Customer service',
      'Sales',
      'Leadership',
      'Retail',
      'experience:4',
      'Retail certificate',
      'degree:higher',
      'language:Norwegian',
      'licence:B',
    ],
  },
  {
    id: 'no-adjunkt',
    trade: 'education',
    text: `Adjunkt/lektor i engelsk og samfunnsfag – Fjellsiden ungdomsskole
Vi har ledig 100 % fast stilling fra 1. august.

Vi søker deg som har
- Godkjent lærerutdanning med minst 60 studiepoeng i engelsk
- Undervisningskompetanse i samfunnsfag
- God relasjonskompetanse og evne til klasseledelse
- Erfaring med vurdering for læring og bruk av digitale verktøy i undervisningen
- Svært gode muntlige og skriftlige ferdigheter i norsk og engelsk

Det er ønskelig med erfaring som kontaktlærer og kompetanse i spesialpedagogikk.

Politiattest må leveres før tiltredelse.`,
    expected: [
      'Teacher qualification',
      'English as a school subject',
      'Social studies',
      'Teaching',
      'Classroom management',
      'Assessment',
      'language:Norwegian',
      'language:English',
      '?Special education',
      'Police certificate',
    ],
  },
];
