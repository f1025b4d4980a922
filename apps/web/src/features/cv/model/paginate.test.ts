import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

// A small page: 100 high with 10 above and below the text, 20 between pages (a pitch of 120).
const page = { height: 100, gap: 20, margin: 10 };

describe('paginate', () => {
  it('moves nothing when everything fits on the first page', () => {
    expect(
      paginate(
        [
          [
            { top: 10, bottom: 40 },
            { top: 40, bottom: 90 },
          ],
        ],
        page,
        90,
      ),
    ).toEqual({
      pushes: [[0, 0]],
      pages: 1,
    });
  });

  it("moves a block that would cross the page's end to the next page's text, and the rest with it", () => {
    const result = paginate(
      [
        [
          { top: 10, bottom: 60 },
          { top: 60, bottom: 100 },
          { top: 100, bottom: 130 },
        ],
      ],
      page,
      130,
    );
    // The second block ends at 100, past the text's end at 90: it moves to 130 (page 2's text).
    expect(result.pushes).toEqual([[0, 70, 0]]);
    expect(result.pages).toBe(2);
  });

  it('leaves a block taller than a page where it is', () => {
    expect(paginate([[{ top: 50, bottom: 200 }]], page, 200).pushes).toEqual([[0]]);
  });

  it('breaks each column on its own', () => {
    const result = paginate(
      [
        [
          { top: 10, bottom: 50 },
          { top: 50, bottom: 95 },
        ],
        [
          { top: 10, bottom: 50 },
          { top: 50, bottom: 80 },
        ],
      ],
      page,
      95,
    );
    expect(result.pushes).toEqual([
      [0, 80],
      [0, 0],
    ]);
    expect(result.pages).toBe(2);
  });
});
