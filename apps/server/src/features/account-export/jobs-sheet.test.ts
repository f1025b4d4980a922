import { describe, expect, it } from 'vitest';
import type { SheetJob } from './account-export.repository.ts';
import { jobsCsv } from './jobs-sheet.ts';

const job = (changes: Partial<SheetJob> = {}): SheetJob => ({
  status: 'saved',
  isPinned: false,
  position: 'Developer',
  company: 'Fjord AS',
  location: null,
  workplace: null,
  employmentType: null,
  postingUrl: null,
  salaryText: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  deadline: null,
  appliedDate: null,
  nextInterviewDate: null,
  source: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  description: null,
  notes: null,
  attachment: null,
  createdAt: '2026-11-26T08:30:00.000Z',
  updatedAt: '2026-11-26T09:45:00.000Z',
  ...changes,
});

/** The notes cell of a one-job sheet, exactly as written in the file (the fourth column from the end). */
const notesCell = (notes: string) => {
  const csv = jobsCsv([job({ notes, position: 'P', company: 'C' })], 'en', null);
  // The one record after the header's CRLF, without its own closing CRLF.
  const row = csv.slice(csv.indexOf('\r\n') + 2, -2);
  const start = 'P,C,,,,Saved,,,,,,,,,,,,,,,,';
  const end = ',,2026-11-26 08:30,2026-11-26 09:45';
  expect(row.startsWith(start) && row.endsWith(end)).toBe(true);
  return row.slice(start.length, -end.length);
};

/** Checks that a job's `notes` stand in the sheet as `cell`. */
const writtenAs = (notes: string, cell: string) => expect(notesCell(notes)).toBe(cell);

describe('jobs.csv, cell by cell', () => {
  it.each([
    ['Plain words', 'Plain words'],
    ['Oslo, Bergen', '"Oslo, Bergen"'],
    ['The "best" team', '"The ""best"" team"'],
    ['"', '""""'],
    ['Line one\nLine two', '"Line one\nLine two"'],
    ['Line one\r\nLine two', '"Line one\r\nLine two"'],
    [' spaced ', ' spaced '],
    ['semi;colon', 'semi;colon'],
  ])(
    'writes plain text as it is, and quotes a comma, a quote or a line break (quotes doubled): %j',
    writtenAs,
  );

  it.each([
    ['=1+1', "'=1+1"],
    ['+47 22 33 44 55', "'+47 22 33 44 55"],
    ['-Minus', "'-Minus"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', '"\'\rReturn"'],
    ['=HYPERLINK("http://evil.example","Click")', '"\'=HYPERLINK(""http://evil.example"",""Click"")"'],
    ["=cmd|' /C calc'!A0, more", "\"'=cmd|' /C calc'!A0, more\""],
    // Only a start counts: the same signs inside a cell are text.
    ['a=b, c-d', '"a=b, c-d"'],
  ])('defuses a cell a spreadsheet would run as a formula, quoting it when it needs quotes: %j', writtenAs);

  it.each([
    ['  =1+1', "'  =1+1"],
    ['\u00a0@SUM(A1)', "'\u00a0@SUM(A1)"],
    ['\n=1+1', '"\'\n=1+1"'],
    ['\u0000=1+1', "'\u0000=1+1"],
    ['  plain', '  plain'],
  ])(
    'defuses a formula behind leading white space or a NUL, which spreadsheets may skip on import: %j',
    writtenAs,
  );

  it('ends every record with CRLF after a byte order mark, and keeps each row as wide as the header', () => {
    const csv = jobsCsv([job({ notes: 'a,b\nc' }), job({ status: 'applied' })], 'no', null);
    expect(csv.startsWith('\uFEFFStilling,Firma,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it("gives the interview in UTC, as its title says, and beside it on the user's clocks when their zone is known", () => {
    const interview = job({ nextInterviewDate: '2026-11-26T08:30:00.000Z' });
    const cells = (csv: string) =>
      csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2)
        .map((line) => line.split(','));
    const column = (csv: string, title: string) => {
      const [header, row] = cells(csv);
      return row?.[header?.indexOf(title) ?? -1];
    };
    const utcOnly = jobsCsv([interview], 'en', null);
    expect(column(utcOnly, 'Next interview (UTC)')).toBe('2026-11-26 08:30');
    expect(utcOnly).not.toContain(' time)');

    const oslo = jobsCsv([interview], 'en', 'Europe/Oslo');
    expect(column(oslo, 'Next interview (UTC)')).toBe('2026-11-26 08:30');
    expect(column(oslo, 'Next interview (Europe/Oslo time)')).toBe('2026-11-26 09:30');
    const [header, row] = cells(oslo);
    expect(header?.indexOf('Next interview (Europe/Oslo time)')).toBe(
      (header?.indexOf('Next interview (UTC)') ?? 0) + 1,
    );
    expect(row).toHaveLength(header?.length ?? 0);
    // Summer time, and a day that differs from UTC's.
    const summer = job({ nextInterviewDate: '2026-07-01T23:15:00.000Z' });
    expect(column(jobsCsv([summer], 'no', 'Europe/Oslo'), 'Neste intervju (tid i Europe/Oslo)')).toBe(
      '2026-07-02 01:15',
    );
    expect(column(jobsCsv([job()], 'en', 'Europe/Oslo'), 'Next interview (Europe/Oslo time)')).toBe('');
  });
});
