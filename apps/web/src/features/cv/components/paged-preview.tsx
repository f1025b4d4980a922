import { CV_DESIGNS, type CvDesignSettings, PAPER_POINTS } from '@hirelane/contract/cv-designs';
import type { PublicCv } from '@hirelane/contract/sharing';
import { type CSSProperties, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CvDesignDocument } from '../../../shared/cv/cv-design-document.tsx';
import { fullName } from '../../../shared/cv/cv-name.ts';
import { type PageBlock, paginate } from '../model/paginate.ts';
import classes from './paged-preview.module.css';

/** CSS pixels per point: a point is 1/72 inch, a CSS pixel 1/96. */
const PX_PER_PT = 4 / 3;
/** The grey between two drawn pages, in pixels of the sheet. */
const PAGE_GAP = 24;

export type PagedPreviewProps = { cv: PublicCv; settings: CvDesignSettings };

/** The measured blocks of each column: a section with its first block, then each further block. */
const columnBlocks = (sheet: HTMLElement, scale: number) => {
  const origin = sheet.getBoundingClientRect().top;
  const top = (element: Element) => (element.getBoundingClientRect().top - origin) / scale;
  const bottom = (element: Element) => (element.getBoundingClientRect().bottom - origin) / scale;
  return [...sheet.querySelectorAll('[data-cv-column]')].map((column) =>
    [...column.querySelectorAll(':scope > [data-cv-section]')].flatMap((section) =>
      [...section.querySelectorAll<HTMLElement>('[data-cv-keep]')].map((keep, index) => {
        const element = index === 0 ? (section as HTMLElement) : keep;
        return { element, block: { top: top(element), bottom: bottom(keep) } satisfies PageBlock };
      }),
    ),
  );
};

/**
 * The CV at its paper's true size (A4 or Letter, the design's margins), scaled down only to fit the
 * column, drawn as pages with the breaks the PDF makes; page 2 onwards carries the name and its
 * number, as the PDF's pages do.
 */
export function PagedPreview({ cv, settings }: PagedPreviewProps) {
  const { t } = useTranslation('cvDesign');
  const frame = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [pages, setPages] = useState(1);
  const paper = PAPER_POINTS[settings.paper];
  const width = paper.width * PX_PER_PT;
  const height = paper.height * PX_PER_PT;
  const margin = CV_DESIGNS[settings.design].margin * PX_PER_PT;

  const breakPages = useCallback(() => {
    const element = sheet.current;
    if (!element) return;
    for (const moved of element.querySelectorAll<HTMLElement>('[style*="--cv-push"]'))
      moved.style.removeProperty('--cv-push');
    const measured = columnBlocks(element, scale);
    const article = element.querySelector('article');
    const contentBottom = article ? article.getBoundingClientRect().height / scale : 0;
    const result = paginate(
      measured.map((column) => column.map((entry) => entry.block)),
      { height, gap: PAGE_GAP, margin },
      contentBottom,
    );
    measured.forEach((column, c) => {
      column.forEach((entry, b) => {
        const push = result.pushes[c]?.[b] ?? 0;
        if (push > 0) entry.element.style.setProperty('--cv-push', `${push}px`);
      });
    });
    if (Number.isFinite(result.pages)) setPages(result.pages);
  }, [scale, height, margin]);

  // Fit the page to the column; break the pages again whenever the drawn CV changes size (an
  // edit, a font that finished loading).
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = sheet.current?.querySelector('article');
    if (!outer || !inner) return;
    // A column not laid out yet (width 0) keeps the last scale.
    const fit = () => {
      if (outer.clientWidth > 0) setScale(Math.min(1, outer.clientWidth / width));
    };
    fit();
    breakPages();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      fit();
      breakPages();
    });
    observer.observe(outer);
    observer.observe(inner);
    void document.fonts?.ready?.then(breakPages);
    return () => observer.disconnect();
  }, [width, breakPages]);

  const pitch = height + PAGE_GAP;
  const name = fullName(cv) ?? '';
  const style = {
    '--page-width': `${width}px`,
    '--page-height': `${height}px`,
    '--page-gap': `${PAGE_GAP}px`,
    '--page-margin': `${margin}px`,
    '--sheet-height': `${pages * pitch - PAGE_GAP}px`,
    '--scale': String(scale),
  } as CSSProperties;
  return (
    <div ref={frame} className={classes.frame} style={style}>
      <div className={classes.scaled}>
        <div ref={sheet} className={classes.sheet} data-pages={pages}>
          <CvDesignDocument cv={cv} settings={settings} nested size="paper" />
          {Array.from({ length: pages - 1 }, (_, index) => index + 2).map((page) => (
            <div
              key={page}
              className={classes.running}
              style={{ top: `${(page - 1) * pitch + margin / 2}px` }}
              aria-hidden="true"
            >
              <span>{name}</span>
              <span>{t('preview.pageOf', { page, pages })}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
