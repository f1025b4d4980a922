import { BULK_ITEMS_MAX, type OtherItemDraft } from '@hirelane/contract/cv-import';
import { rangeAnchor } from './anchors.ts';
import { entriesOf, isHeaderish } from './cv-entries.ts';
import type { Section } from './cv-sections.ts';
import { experienceOf } from './entry-fields.ts';
import type { Line } from './layout.ts';

/** The most of one item's text kept: a paragraph, not a page. */
const ITEM_TEXT_MAX = 1000;

/**
 * An "other" section's lines as items: a dated line starts one (when the item has its date already),
 * and so does a naming line after a description; the lines of an item stay together.
 */
const itemsOf = (lines: Line[]): Line[][] => {
  const items: Line[][] = [];
  for (const line of lines) {
    const last = items.at(-1);
    const dated = rangeAnchor(line.text) !== null;
    const lastDated = last?.some((l) => rangeAnchor(l.text) !== null) ?? false;
    const afterText = last !== undefined && !isHeaderish(last.at(-1)?.text ?? '') && isHeaderish(line.text);
    if (!last || (dated && lastDated) || afterText) items.push([line]);
    else last.push(line);
  }
  return items;
};

/**
 * What the CV holds in sections none of the groups takes (volunteering, references, interests):
 * each item with its section's title, read as an experience when it is dated like one.
 */
export const otherItemsOf = (sections: Section[]): OtherItemDraft[] =>
  sections
    .filter((section) => section.kind === 'other')
    .flatMap((section) =>
      itemsOf(section.lines).map((lines) => {
        const dated = lines.some((line) => rangeAnchor(line.text) !== null);
        const entry = dated ? entriesOf(lines, rangeAnchor)[0] : undefined;
        return {
          section: section.title ?? '',
          text: lines
            .map((line) => line.text)
            .join('\n')
            .slice(0, ITEM_TEXT_MAX),
          experience: entry ? experienceOf(entry) : null,
        };
      }),
    )
    .slice(0, BULK_ITEMS_MAX);
