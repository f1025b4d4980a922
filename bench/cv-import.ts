// CV import: the built-in parser on a two-page PDF CV must take ≤ 300 ms; printed with the
// ratio to what pdf.js's text extraction alone takes on the same file, measured in the same run.
import { extractText, getDocumentProxy } from 'unpdf';
import { parseCvOffline } from '../apps/server/src/features/cv-import/offline/parse-cv.ts';
import { type CvLine, pdfCv } from '../apps/server/test/cv-documents.ts';
import { report, reportFigure, timeCalls } from './support.ts';

const BUDGET_MS = 300;

const job = (n: number): CvLine[] => [
  { title: `Senior Developer ${n}, Company ${n} AS` },
  `Jan ${2000 + n} – Dec ${2001 + n}`,
  'Led a team of five developers through a move to the cloud. Cut build times by 40% and release lead time from two weeks to two days. '.repeat(
    2,
  ),
];

const lines: CvLine[] = [
  'Senior Developer',
  'kari.nordmann@example.no · +47 912 34 567 · Bergen',
  { heading: 'Work experience' },
  ...Array.from({ length: 12 }, (_, n) => job(n)).flat(),
  { heading: 'Education' },
  { title: 'Master of Science in Computer Science' },
  'University of Bergen',
  '1995 – 2000',
  { heading: 'Skills' },
  'TypeScript, React, PostgreSQL, Kubernetes, Terraform, Go',
  { heading: 'Languages' },
  'Norwegian – Native',
  'English – Fluent',
];
const data = await pdfCv('Kari Nordmann', lines);
const pages = (await getDocumentProxy(new Uint8Array(data))).numPages;
if (pages < 2) throw new Error(`the bench CV should have two pages, it has ${pages}`);

const textOnly = await timeCalls(async () => extractText(await getDocumentProxy(new Uint8Array(data))), 10);
const parse = await timeCalls(() => parseCvOffline({ data, kind: 'pdf' }), 10);
const parsed = await parseCvOffline({ data, kind: 'pdf' });
if (parsed.experiences.length !== 12)
  throw new Error(`expected 12 experiences, got ${parsed.experiences.length}`);

reportFigure(
  'cv-import: offline extraction of a 2-page PDF',
  parse / 1000,
  'ms',
  `≤ ${BUDGET_MS} ms`,
  `${pages} pages, ${parsed.experiences.length} experiences found`,
);
report(
  'cv-import: extraction ÷ pdf text extraction alone',
  parse / textOnly,
  'a small multiple',
  `${(textOnly / 1000).toFixed(1)} ms for the text alone`,
);
if (parse / 1000 > BUDGET_MS) process.exitCode = 1;
