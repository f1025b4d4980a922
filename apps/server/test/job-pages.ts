/**
 * Job ad pages in the shapes boards publish them (for the "Add from link" tests): JSON-LD as one
 * object, in an @graph with @id references, in a list, nested in another node, with HTML and
 * escaped HTML in the description; a Norwegian board's page (Latin-1, NOK, nb dates); a page with
 * Open Graph tags only; one with only a <title>; one with nothing.
 */
const page = (head: string, body = '') =>
  `<!doctype html><html lang="nb"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** As serializers write it into a page: "</" escaped, so a "</script>" in a string cannot end the block. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replaceAll('</', '<\\/')}</script>`;

/** A plain JobPosting object with a MonetaryAmount → QuantitativeValue range per year. */
export const plainObject = page(
  `<title>Frontend developer – Fjord Software AS</title>${jsonLd({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Frontend developer',
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Fjord Software AS',
      sameAs: 'https://fjord.example',
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Oslo', addressCountry: 'NO' },
    },
    employmentType: 'FULL_TIME',
    datePosted: '2026-05-01',
    validThrough: '2026-06-30T23:59:59+02:00',
    description: '<p>We build tools for fishermen.</p><p>You know React &amp; TypeScript.</p>',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'NOK',
      value: { '@type': 'QuantitativeValue', minValue: 650000, maxValue: 750000, unitText: 'YEAR' },
    },
  })}`,
);

/** Yoast-style @graph: the organisation is another node, referenced by @id; remote for two countries. */
export const graph = page(
  jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', '@id': 'https://acme.example/jobs/1', name: 'Careers – Acme' },
      { '@type': 'Organization', '@id': 'https://acme.example/#org', name: 'Acme &amp; Co' },
      {
        '@type': 'JobPosting',
        title: 'Backend engineer',
        hiringOrganization: { '@id': 'https://acme.example/#org' },
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [
          { '@type': 'Country', name: 'Norway' },
          { '@type': 'Country', name: 'Sweden' },
        ],
        employmentType: ['CONTRACTOR'],
        validThrough: '2026-07-15',
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: { '@type': 'QuantitativeValue', value: 95, unitText: 'HOUR' },
        },
        description: 'Build our API.',
      },
    ],
  }),
);

/**
 * A list of nodes (breadcrumbs first), a broken block before it that must not stop the page, a raw
 * line break inside a JSON string, two offices and remote work (hybrid), a monthly amount as text.
 */
export const array = page(
  `<script type="application/ld+json">{ this is not JSON </script>
  <script type="application/ld+json">[{"@type":"BreadcrumbList","itemListElement":[]},
  {"@context":"https://schema.org","@type":["JobPosting"],"title":"Butikkmedarbeider
 deltid","hiringOrganization":"Kiwi Vest","jobLocationType":"TELECOMMUTE",
  "jobLocation":[{"@type":"Place","address":{"addressLocality":"Bergen"}},{"@type":"Place","address":{"addressLocality":"Stavanger"}},{"@type":"Place","address":{"addressLocality":"Bergen"}}],
  "employmentType":"PART_TIME","baseSalary":{"@type":"MonetaryAmount","currency":"NOK","value":{"@type":"QuantitativeValue","value":"48 000","unitText":"MONTH"}}}]</script>`,
);

/** Nested in a WebPage's mainEntity; a daily rate (no period field for it) in SEK. */
export const nested = page(
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    mainEntity: {
      '@type': 'JobPosting',
      title: 'Interim CFO',
      hiringOrganization: { '@type': 'Organization', name: 'Nordic Retail AB' },
      jobLocation: { '@type': 'Place', address: 'Stockholm' },
      employmentType: 'TEMPORARY',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'SEK',
        value: { '@type': 'QuantitativeValue', minValue: '12 000', maxValue: '15 000', unitText: 'DAY' },
      },
    },
  }),
);

/**
 * Every property as a list, as some boards and CMS plugins write them: @type and title lists, an
 * organisation list, one place with a list of addresses (one of them with two towns), a salary
 * list whose first entry has no amount, validThrough and description lists.
 */
export const listValued = page(
  jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      { '@id': '#org', '@type': ['Organization'], name: ['Havbruk Nord AS'] },
      {
        '@type': ['JobPosting', 'Thing'],
        title: [{ '@value': 'Driftsoperatør', '@language': 'nb' }, 'Operator'],
        hiringOrganization: [{ '@id': '#org' }],
        jobLocation: [
          {
            '@type': 'Place',
            address: [
              { '@type': 'PostalAddress', addressLocality: 'Tromsø', addressCountry: 'NO' },
              { '@type': 'PostalAddress', addressLocality: ['Bodø', 'Tromsø'], addressCountry: 'NO' },
            ],
          },
        ],
        employmentType: ['FULL_TIME'],
        validThrough: ['snarest', '2026-08-15'],
        baseSalary: [
          { '@type': 'MonetaryAmount', currency: 'NOK' },
          {
            '@type': 'MonetaryAmount',
            currency: ['NOK'],
            value: [
              { '@type': 'QuantitativeValue', minValue: [520000], maxValue: [580000], unitText: ['YEAR'] },
            ],
          },
        ],
        description: ['', '<p>Skift på merd.</p>'],
      },
    ],
  }),
);

/** A description with markup, entities, a script, a list, and markup escaped a second time. */
export const htmlDescription = page(
  jsonLd({
    '@type': 'JobPosting',
    title: 'Data engineer &ndash; Analytics',
    hiringOrganization: { name: 'Ruter' },
    description:
      '<h2>About us</h2><p>We move&nbsp;Oslo &amp; Viken.<br>Every day.</p><script>alert("x")</script>' +
      '<ul><li>Python &#8211; SQL</li><li>dbt <b>and</b> Airflow</li></ul><p>&lt;3 Bikes, caf&eacute; &amp; more</p>',
  }),
);

/** Escaped once more: "&lt;p&gt;…" in the JSON string. */
export const doubleEscaped = page(
  jsonLd({
    '@type': 'JobPosting',
    title: 'Sykepleier',
    hiringOrganization: 'Helse Bergen',
    description: '&lt;p&gt;Vi søker sykepleiere.&lt;/p&gt;&lt;p&gt;Turnus &amp;amp; helg.&lt;/p&gt;',
  }),
);

/**
 * A Norwegian board (finn.no-like): Latin-1 bytes named only by <meta charset>, organisation as a
 * plain text, "Fast" employment, a "31.05.2026" deadline, salary as "kr 550 000 - 650 000 per år".
 */
export const norwegianBoard = `<!doctype html><html lang="no"><head><meta charset="iso-8859-1">
<title>Sykepleier - Oslo universitetssykehus HF | FINN.no</title>
<meta property="og:site_name" content="FINN.no">
<script type="application/ld+json">{"@context":"http://schema.org","@type":"JobPosting",
"title":"Sykepleier, sengepost","hiringOrganization":"Oslo universitetssykehus HF",
"employmentType":"Fast","validThrough":"31.05.2026","datePosted":"02.05.2026",
"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"OSLO","postalCode":"0450","addressCountry":"NO"}},
"baseSalary":"kr 550 000 - 650 000 per år",
"description":"<p>Ønsker du å jobbe på Ullevål?</p><p>Vi tilbyr gode vilkår &amp; faglig utvikling.</p>"}</script>
</head><body><h1>Sykepleier, sengepost</h1></body></html>`;

/** Open Graph only, and the deadline written in the page as "31. mai 2026" under "Frist". */
export const openGraphOnly = page(
  `<title>Studio Nord</title>
  <meta property="og:title" content="Grafisk designer | Studio Nord">
  <meta property="og:site_name" content="Studio Nord">
  <meta property="og:description" content="Vi søker en designer &amp; illustratør.">
  <meta name="description" content="Not this one">`,
  '<main><h1>Grafisk designer</h1><dl><dt>Sted</dt><dd>Trondheim</dd><dt>Frist</dt><dd>31. mai 2026</dd></dl></main>',
);

/** Nothing but a title. */
export const titleOnly = page('<title>Lagermedarbeider &#8211; Posten Bring</title>');

/** Nothing to read at all. */
export const empty = '<!doctype html><html><body><p></p></body></html>';

/**
 * Hostile markup near the 2 MB limit: 200,000 nested elements, 60,000 nested <svg> and stray end
 * tags (each × `scale`).
 */
export const deeplyNestedPage = (scale = 1) =>
  `<!doctype html><title>Deep</title>${'<div>'.repeat(200_000 * scale)}${'<svg>'.repeat(60_000 * scale)}${'</span>'.repeat(20_000 * scale)}x`;
