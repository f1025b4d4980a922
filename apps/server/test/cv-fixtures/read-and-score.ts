import type { ParsedCv } from '@hirelane/contract/cv-import';
import { parseCvOffline } from '../../src/features/cv-import/offline/parse-cv.ts';
import type { FixtureSet, SetEntry } from './manifest.ts';
import { EMPTY_CV } from './person.ts';
import { type CvScore, scoreCv } from './score.ts';

/** A document read by the built-in parser and scored; a parser that throws scores as nothing read. */
export const readAndScore = async (
  data: Buffer,
  kind: 'pdf' | 'docx',
  expected: ParsedCv,
): Promise<{ score: CvScore; error?: string }> => {
  try {
    return { score: scoreCv(expected, await parseCvOffline({ data, kind })) };
  } catch (thrown) {
    return {
      score: scoreCv(expected, EMPTY_CV),
      error: thrown instanceof Error ? thrown.message : String(thrown),
    };
  }
};

/** Every document of a set read by the built-in parser and scored. */
export const scoreSet = async <Entry extends SetEntry>(set: FixtureSet<Entry>) => {
  const files: (Entry & Awaited<ReturnType<typeof readAndScore>>)[] = [];
  for (const entry of set.manifest())
    files.push({
      ...entry,
      ...(await readAndScore(set.document(entry), entry.format, set.expected(entry.id))),
    });
  return files;
};
