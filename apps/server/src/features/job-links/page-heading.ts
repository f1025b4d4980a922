import type { LabelPair, PageHeading } from './page-labels.ts';

const lineOf = (line: string) => line.replace(/^[•*\-–]\s*/, '').trim();

/**
 * The heading that names the job on a page that lists its facts: the last <h1> or <h2> above the
 * first labelled fact ("Employer", "Sted: Oslo"), as the page's text shows them; without facts
 * above which one stands, its first <h1>. Headings `isGeneric` judges ("About the job", the
 * site's name) are passed over. Null when none is left.
 */
export const headingNearFacts = (
  text: string,
  headings: readonly PageHeading[],
  facts: readonly LabelPair[],
  isGeneric: (heading: string) => boolean,
): string | null => {
  const named = headings.filter((heading) => !isGeneric(heading.text));
  const lines = text.split('\n').map(lineOf);
  const labels = facts.map(([label]) => label);
  const firstFact = lines.findIndex((line) => labels.some((label) => line.startsWith(label)));
  if (firstFact >= 0) {
    let from = 0;
    let above: string | null = null;
    for (const heading of named) {
      const at = lines.indexOf(heading.text, from);
      if (at < 0) continue;
      if (at >= firstFact) break;
      above = heading.text;
      from = at + 1;
    }
    if (above) return above;
  }
  return named.find((heading) => heading.level === 1)?.text ?? null;
};
