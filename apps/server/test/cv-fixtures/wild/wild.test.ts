import fs from 'node:fs';
import path from 'node:path';
import { parsedCv } from '@hirelane/contract/cv-import';
import { describe, expect, it } from 'vitest';
import { groupScore } from '../summary.ts';
import { WILD_DIR, wildSet } from './manifest.ts';
import { expectedOf, formatOf, levelWord, periodText, type WildPerson } from './model.ts';
import { PEOPLE } from './people.ts';
import { linkedInDuration } from './render/latex.ts';
import { formatWildReport, scoreWildSet, targetShortfalls, wildGroups } from './report.ts';

/**
 * F1 the built-in parser reached on the set (all, each part, each format and language), less about
 * 0.01: the test fails when the parser reads these CVs worse. Raise them as the parser improves.
 * The target (report.ts TARGET: 0.95 overall, 0.92 per language and format, no document under
 * 0.80) is met, so it is held too.
 */
const FLOOR: Record<string, number> = {
  all: 0.975,
  tuning: 0.98,
  'held out': 0.965,
  'format pdf': 0.97,
  'format docx': 0.99,
  'language en': 0.975,
  'language no': 0.965,
  'language sv': 0.97,
  'language da': 0.985,
  // An ordinary CV printed from a browser (two-column skills, wrapped issuer, volunteering): 0.992.
  'tool browser-print': 0.98,
};

describe("the wild set's written forms", () => {
  it.each([
    ['en', 'long', '2021-03', null, 'March 2021 – Present'],
    ['no', 'abbr', '2015-08', '2019-12', 'aug. 2015 – des. 2019'],
    ['sv', 'long', '2021-03', null, 'mars 2021 – nu'],
    ['da', 'long', '2021-03', null, 'marts 2021 – dags dato'],
    ['da', 'numeric', '2014-02', '2019-10', '02/2014 – 10/2019'],
    ['sv', 'year', '2014-08', null, '2014 – nu'],
  ] as const)('%s %s: %s … %s → %s', (lang, dates, start, end, text) => {
    expect(periodText({ lang, dates }, start, end)).toBe(text);
  });

  it('counts a LinkedIn duration with both ends included, to November 2026 for a current job', () => {
    expect(linkedInDuration('en', '2021-05', null)).toBe('5 years 7 months');
    expect(linkedInDuration('en', '2017-09', '2021-04')).toBe('3 years 8 months');
    expect(linkedInDuration('no', '2015-03', '2015-03')).toBe('1 måned');
    expect(linkedInDuration('sv', '2018-01', '2021-12')).toBe('4 år');
  });

  it('has a level word for each level, native first', () => {
    expect([5, 4, 3, 2, 1].map((level) => levelWord('da', level))).toEqual([
      'Modersmål',
      'Flydende',
      'Meget gode kundskaber',
      'Gode kundskaber',
      'Grundlæggende',
    ]);
  });

  it("expects a year-only CV's dates as years, and LinkedIn's education by year", () => {
    const person = PEOPLE.find((p) => p.dates === 'year') as WildPerson;
    const cv = expectedOf(person);
    expect(cv.experiences[0]?.startDate).toMatch(/^\d{4}$/);
    expect(cv.experiences[0]?.endDate).toBeNull();
    const linkedIn = expectedOf(PEOPLE.find((p) => p.tool === 'linkedin') as WildPerson);
    expect(linkedIn.educations[0]?.startDate).toMatch(/^\d{4}$/);
    expect(linkedIn.experiences[0]?.startDate).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe('the CVs in the wild', () => {
  it('has each person as a document with its expected JSON, a third held out, small files', () => {
    const manifest = wildSet.manifest();
    expect(manifest.map((e) => e.id.slice(0, 3))).toEqual(PEOPLE.map((p) => p.id));
    let total = 0;
    for (const [i, entry] of manifest.entries()) {
      const person = PEOPLE[i];
      if (!person) throw new Error(`no person for ${entry.id}`);
      expect(entry).toMatchObject({
        format: formatOf(person),
        tool: person.tool,
        language: person.lang,
        heldOut: person.heldOut ?? false,
      });
      expect(wildSet.expected(entry.id), entry.id).toEqual(expectedOf(person));
      expect(parsedCv.safeParse(wildSet.expected(entry.id)).success, entry.id).toBe(true);
      const size = fs.statSync(path.join(WILD_DIR, 'files', entry.file)).size;
      expect(size, entry.file).toBeLessThan(120 * 1024);
      total += size;
    }
    expect(manifest.length).toBeGreaterThanOrEqual(32);
    expect(total).toBeLessThan(5 * 1024 * 1024);
    const heldOut = manifest.filter((e) => e.heldOut).length / manifest.length;
    expect(heldOut).toBeGreaterThan(0.25);
    expect(heldOut).toBeLessThan(0.4);
    for (const language of ['en', 'no', 'sv', 'da'])
      expect(manifest.filter((e) => e.language === language).length, language).toBeGreaterThanOrEqual(5);
  });

  it('is read by the built-in parser at the target and no worse than last measured', async () => {
    const files = await scoreWildSet();
    console.info(formatWildReport(files, Boolean(process.env.CV_ACCURACY_MISTAKES)));
    const measured: Record<string, number> = Object.fromEntries(
      wildGroups(files).map((g) => [g.name, g.all.f1]),
    );
    measured.tuning = groupScore(files.filter((f) => !f.heldOut)).f1;
    measured['held out'] = groupScore(files.filter((f) => f.heldOut)).f1;
    for (const [group, floor] of Object.entries(FLOOR))
      expect(measured[group] ?? 0, `F1 of ${group}`).toBeGreaterThanOrEqual(floor);
    expect(targetShortfalls(files)).toEqual([]);
  }, 180_000);
});
