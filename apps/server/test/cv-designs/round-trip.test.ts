import { CV_DESIGN_IDS, CV_DESIGNS, type CvDesignId } from '@hirelane/contract/cv-designs';
import { describe, expect, it } from 'vitest';
import { renderCvPdf } from '../../src/domain/cv/cv-pdf.ts';
import { parseCvOffline } from '../../src/features/cv-import/offline/parse-cv.ts';
import { PEOPLE } from '../cv-fixtures/people.ts';
import { publicCvOf } from '../cv-fixtures/render/hirelane-export.ts';
import { addCounts, ratesOf, scoreCv } from '../cv-fixtures/score.ts';
import { samplePhoto } from './sample-cv.ts';

/*
 * The round trip: every design's PDF of an invented person, read back by the built-in CV parser,
 * scored field by field against the CV it was drawn from (the CV-import fixtures' scorer). The
 * held-out people stay out, so the parser's tuning never sees them through this test either.
 */

/** Six people per language, a long (two-page) CV among them. */
const people = ['en', 'no'].flatMap((language) =>
  PEOPLE.filter((person) => !person.heldOut && person.language === language)
    .sort((a, b) => Number(b.long) - Number(a.long))
    .slice(0, 6),
);
const MISTAKES = process.env.CV_ACCURACY_MISTAKES;

/** The paper each language's sample CVs are printed on. */
const PAPER = { en: 'letter', no: 'a4' } as const;

const roundTrip = async (design: CvDesignId, language: 'en' | 'no') => {
  const photo = await samplePhoto();
  const scores = [];
  for (const person of people.filter((p) => p.language === language)) {
    const pdf = await renderCvPdf(
      publicCvOf(person.cv, { everything: true }),
      { design, language, paper: PAPER[language], ...CV_DESIGNS[design].defaults },
      photo,
    );
    const score = scoreCv(person.cv, await parseCvOffline({ data: pdf, kind: 'pdf' }));
    if (MISTAKES && score.mistakes.length > 0)
      console.info(
        `${design} ${person.id}\n${score.mistakes.map((m) => `  ${m.field}: ${m.expected} → ${m.actual}`).join('\n')}`,
      );
    scores.push(score);
  }
  return ratesOf(addCounts(scores)).f1;
};

describe('the built-in CV parser reads every design back', () => {
  for (const design of CV_DESIGN_IDS)
    it(`${design}: field-level F1 ≥ 0.98 in en and no`, async () => {
      const en = await roundTrip(design, 'en');
      const no = await roundTrip(design, 'no');
      console.info(`CV round trip, ${design}: F1 en ${en.toFixed(3)}, no ${no.toFixed(3)}`);
      expect(en).toBeGreaterThanOrEqual(0.98);
      expect(no).toBeGreaterThanOrEqual(0.98);
    }, 120_000);
});
