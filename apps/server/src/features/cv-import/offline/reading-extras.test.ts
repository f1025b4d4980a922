import { describe, expect, it } from 'vitest';
import { type Cell, type CvLayout, lineOf } from './layout.ts';
import { extrasOf, parseLayout } from './parse-cv.ts';

/** A one-column document: each line a list of cells (a string is one cell at the margin). */
const layoutOf = (...rows: (string | [string, string])[]): CvLayout => ({
  streams: [
    rows.map((row, index) => {
      const cells: Cell[] =
        typeof row === 'string'
          ? [{ text: row, x: 48, right: 300 }]
          : [
              { text: row[0], x: 48, right: 200 },
              { text: row[1], x: 450, right: 547 },
            ];
      return lineOf(cells, 1, 50 + index * 15, 10.5);
    }),
  ],
});

const extras = (layout: CvLayout) => extrasOf(layout, parseLayout(layout));

describe('what a CV holds outside the groups', () => {
  it('keeps volunteering and references as other items, a dated one read as an experience', () => {
    const { other } = extras(
      layoutOf(
        'Helena Brandt',
        'Volunteer work',
        ['Mentor, Girl Code Bergen', 'Mar 2018 – Present'],
        'References',
        'Available on request.',
      ),
    );
    expect(other).toEqual([
      {
        section: 'Volunteer work',
        text: 'Mentor, Girl Code Bergen Mar 2018 – Present',
        experience: expect.objectContaining({
          title: 'Mentor',
          company: 'Girl Code Bergen',
          startDate: '2018-03',
          isCurrent: true,
        }),
      },
      { section: 'References', text: 'Available on request.', experience: null },
    ]);
  });

  it('keeps each dated item of a section apart', () => {
    const { other } = extras(
      layoutOf(
        'Frivillig arbeid',
        ['Trener, Nardo FK', '2015 – 2019'],
        'Trente guttelaget to ganger i uka.',
        ['Styremedlem, Trondheim Røde Kors', '2020 – nå'],
      ),
    );
    expect(other.map((item) => item.text)).toEqual([
      'Trener, Nardo FK 2015 – 2019\nTrente guttelaget to ganger i uka.',
      'Styremedlem, Trondheim Røde Kors 2020 – nå',
    ]);
  });
});

describe('a section that seems incomplete', () => {
  it('warns when fewer skills are read than the section has items', () => {
    const { warnings } = extras(
      layoutOf(
        'Skills',
        'Figma',
        'Prototyping',
        'Planned and ran sixty usability tests a year with customers and staff',
      ),
    );
    expect(warnings).toEqual([{ group: 'professional', found: 2, lines: 3 }]);
  });

  it('warns when another reading (a model) found fewer entries than the section has dated lines', () => {
    const layout = layoutOf(
      'Experience',
      ['Senior UX Designer, Vestkyst Bank', 'Feb 2020 – Present'],
      ['UX Designer, Fjordreiser', 'Sep 2016 – Jan 2020'],
    );
    const cv = parseLayout(layout);
    expect(extrasOf(layout, cv).warnings).toEqual([]);
    expect(extrasOf(layout, { ...cv, experiences: cv.experiences.slice(0, 1) }).warnings).toEqual([
      { group: 'experiences', found: 1, lines: 2 },
    ]);
  });

  it('does not count a level under its language as a language of its own', () => {
    expect(extras(layoutOf('Languages', 'Norwegian', 'Native', 'English', 'Fluent')).warnings).toEqual([]);
  });
});
