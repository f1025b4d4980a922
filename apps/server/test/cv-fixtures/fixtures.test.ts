import { describe, expect, it } from 'vitest';
import { expectedFor } from './expected.ts';
import { generatedSet } from './manifest.ts';
import { PEOPLE } from './people.ts';
import { FIXTURES, LAYOUTS } from './plan.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

describe('the CV-import fixture set', () => {
  it('has varied, well-formed invented people, half of them Norwegian, five held out', () => {
    expect(PEOPLE.length).toBeGreaterThanOrEqual(26);
    expect(new Set(PEOPLE.map((p) => p.id)).size).toBe(PEOPLE.length);
    expect(PEOPLE.filter((p) => p.language === 'no').length).toBe(PEOPLE.length / 2);
    const heldOut = PEOPLE.filter((p) => p.heldOut);
    expect(heldOut.length).toBe(5);
    expect(new Set(heldOut.map((p) => p.language))).toEqual(new Set(['en', 'no']));
    for (const { id, cv } of PEOPLE) {
      expect(cv.experiences.length, id).toBeGreaterThanOrEqual(2);
      expect(cv.experiences.length, id).toBeLessThanOrEqual(5);
      expect(cv.educations.length, id).toBeGreaterThanOrEqual(1);
      expect(cv.educations.length, id).toBeLessThanOrEqual(3);
      expect(cv.professional.length, id).toBeGreaterThanOrEqual(3);
      expect(cv.professional.length, id).toBeLessThanOrEqual(10);
      expect(cv.personal.length, id).toBeLessThanOrEqual(5);
      expect(cv.language.length, id).toBeGreaterThanOrEqual(1);
      expect(cv.language.length, id).toBeLessThanOrEqual(4);
      expect(cv.certifications.length, id).toBeLessThanOrEqual(3);
      for (const e of [...cv.experiences, ...cv.educations]) {
        expect(e.startDate, id).toMatch(MONTH);
        if (e.endDate) expect(e.endDate >= (e.startDate ?? ''), id).toBe(true);
      }
      for (const e of cv.experiences) {
        expect(e.isCurrent, id).toBe(e.endDate === null);
        // Separators the renderers write between title and company must not be inside them.
        expect(`${e.title}${e.company}`, id).not.toMatch(/ – | \| /);
        expect(e.title, id).not.toContain(',');
      }
      for (const skill of [...cv.professional, ...cv.personal]) expect(skill, id).not.toContain(',');
    }
  });

  it('has at least 24 documents: every layout in both languages, 8 Word files, 3 round trips, 2 of two pages', () => {
    const manifest = generatedSet.manifest();
    expect(manifest.length).toBeGreaterThanOrEqual(24);
    for (const layout of LAYOUTS)
      expect(new Set(manifest.filter((m) => m.layout === layout).map((m) => m.language)), layout).toEqual(
        new Set(['en', 'no']),
      );
    expect(manifest.filter((m) => m.format === 'docx').length).toBeGreaterThanOrEqual(8);
    expect(manifest.filter((m) => m.layout === 'hirelane-export').length).toBeGreaterThanOrEqual(3);
    expect(manifest.filter((m) => (m.pages ?? 0) >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('is generated from the plan as it stands (run generate.ts after changing people or plan)', () => {
    const manifest = generatedSet.manifest();
    expect(manifest.map((m) => [m.id, m.layout, m.language, m.heldOut])).toEqual(
      FIXTURES.map((f) => [f.id, f.layout, f.person.language, f.heldOut]),
    );
    for (const fixture of FIXTURES)
      expect(generatedSet.expected(fixture.id), fixture.id).toEqual(
        expectedFor(fixture.person, fixture.layout, fixture.style),
      );
  });
});
