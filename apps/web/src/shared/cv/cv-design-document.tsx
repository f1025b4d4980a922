import {
  CV_ACCENTS,
  CV_DESIGNS,
  type CvDesign,
  type CvDesignSettings,
  PAPER_POINTS,
} from '@hirelane/contract/cv-designs';
import {
  type CvLayout,
  type CvLayoutEntry,
  type CvLayoutSection,
  cvLayout,
} from '@hirelane/contract/cv-layout';
import type { PublicCv } from '@hirelane/contract/sharing';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cv-design-document.module.css';
import { CvFontStylesheets, cvFontFamily } from './cv-fonts.tsx';
import { CvTextBlocks } from './cv-text-blocks.tsx';
import { keyed } from './keyed.ts';

export type CvDesignDocumentProps = {
  cv: PublicCv;
  settings: CvDesignSettings;
  /** Inside a page that has its own h1 (the owner's preview): the name is an h2, sections h3, entries h4. */
  nested?: boolean;
  /**
   * `paper`: exactly the paper's width with the design's margins (the paged preview, thumbnails);
   * `fluid` (default): as wide as the screen allows, up to the paper's width.
   */
  size?: 'paper' | 'fluid';
};

type Level = 1 | 2 | 3 | 4 | 5;
const Heading = ({
  level,
  children,
  ...rest
}: {
  level: Level;
  children: ReactNode;
  id?: string;
  className?: string;
}) => {
  const Tag = `h${level}` as const;
  return <Tag {...rest}>{children}</Tag>;
};

/** The design's sizes, colour and fonts as CSS custom properties (points stay points: 1pt = 4/3 px). */
const designVariables = (design: CvDesign, settings: CvDesignSettings): CSSProperties => {
  const { scale } = design;
  const pt = (value: number) => `${value}pt`;
  return {
    '--cv-accent': CV_ACCENTS[settings.accent],
    '--cv-font': cvFontFamily(settings.font),
    '--cv-heading-font': cvFontFamily(design.serifHeadings ? 'serif' : settings.font),
    '--cv-margin': pt(design.margin),
    '--cv-paper-width': pt(PAPER_POINTS[settings.paper].width),
    '--cv-sidebar-share': String(design.sidebar?.width ?? 0),
    '--cv-photo': pt(design.photoSize),
    '--cv-name': pt(scale.name),
    '--cv-headline': pt(scale.headline),
    '--cv-heading': pt(scale.heading),
    '--cv-title': pt(scale.title),
    '--cv-body': pt(scale.body),
    '--cv-meta': pt(scale.meta),
    '--cv-line-gap': pt(scale.lineGap),
    '--cv-section-gap': pt(scale.sectionGap),
    '--cv-entry-gap': pt(scale.entryGap),
  } as CSSProperties;
};

/**
 * A CV in one of its designs: exactly the texts of `cvLayout` (the layout the PDF draws too), in its
 * reading order, with the design's type scale, accent, font, margins, columns and heading style.
 */
export function CvDesignDocument({ cv, settings, nested = false, size = 'fluid' }: CvDesignDocumentProps) {
  const design = CV_DESIGNS[settings.design];
  const layout = cvLayout(cv, design, settings.language);
  const nameId = useId();
  const top: Level = nested ? 2 : 1;
  const sectionLevel = (top + 1) as Level;
  const photo = <CvPhoto layout={layout} />;
  const sections = (list: CvLayoutSection[]) =>
    list.map((section) => (
      <LayoutSection key={section.key} section={section} level={sectionLevel} region={!nested} />
    ));
  const summary = layout.summary.length > 0 && (
    <SectionFrame title={layout.summaryTitle} level={sectionLevel} region={!nested}>
      <CvTextBlocks blocks={layout.summary} className={classes.body} keep />
    </SectionFrame>
  );
  return (
    <article
      className={classes.cv}
      data-design={design.id}
      data-heading={design.heading}
      data-size={size}
      data-centred={design.centredHeader || undefined}
      lang={layout.language}
      style={designVariables(design, settings)}
      aria-labelledby={nameId}
    >
      <CvFontStylesheets font={settings.font} serifHeadings={design.serifHeadings} />
      <header className={classes.header} data-photo={design.photo}>
        {design.photo !== 'sidebar' && photo}
        <div className={classes.identity}>
          <Heading level={top} id={nameId} className={classes.name}>
            {layout.name}
          </Heading>
          {layout.headline && <p className={classes.headline}>{layout.headline}</p>}
          {layout.location && <p className={classes.location}>{layout.location}</p>}
          <ContactList layout={layout} />
        </div>
      </header>
      {design.columns === 2 ? (
        <>
          {summary}
          <div className={classes.columns}>
            <div className={classes.sidebar} data-cv-column="sidebar">
              {photo}
              {sections(layout.sidebar)}
            </div>
            <div className={classes.main} data-cv-column="main">
              {sections(layout.main)}
            </div>
          </div>
        </>
      ) : (
        <div className={classes.main} data-cv-column="main">
          {summary}
          {sections(layout.main)}
        </div>
      )}
    </article>
  );
}

function CvPhoto({ layout }: { layout: CvLayout }) {
  const { t } = useTranslation('publicCv');
  if (!layout.photoUrl) return null;
  return (
    <img
      src={layout.photoUrl}
      alt={t('cv.photoAlt', { name: layout.name })}
      className={classes.photo}
      width={96}
      height={96}
    />
  );
}

/** E-mail, phone and links, each clickable, in the layout's order. */
function ContactList({ layout }: { layout: CvLayout }) {
  if (layout.contact.length === 0) return null;
  return (
    <ul className={classes.contact} aria-label={layout.words.contact}>
      {layout.contact.map((item) => (
        <li key={`${item.kind}|${item.href}`}>
          <a
            href={item.href}
            // A link reads as its address, as on paper; its name is said too (and shown on hover).
            {...(item.kind === 'link'
              ? {
                  target: '_blank',
                  rel: 'noopener noreferrer',
                  title: item.label,
                  'aria-label': `${item.label}: ${item.text}`,
                }
              : {})}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

type SectionFrameProps = { title: string; level: Level; region: boolean; children: ReactNode };

/**
 * A titled section. Only a CV on its own page names its sections as regions: inside the owner's page
 * they would clash with the page's own editing sections of the same names (axe landmark-unique).
 */
function SectionFrame({ title, level, region, children }: SectionFrameProps) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={region ? headingId : undefined} data-cv-section="">
      <Heading level={level} id={headingId} className={classes.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

type LayoutSectionProps = { section: CvLayoutSection; level: Level; region: boolean };

function LayoutSection({ section, level, region }: LayoutSectionProps) {
  return (
    <SectionFrame title={section.title} level={level} region={region}>
      {section.kind === 'words' ? (
        <ul className={classes.words} data-cv-keep="">
          {keyed(section.words, (word) => word).map(({ key, item }) => (
            <li key={key}>{item}</li>
          ))}
        </ul>
      ) : (
        keyed(section.entries, (entry) => `${entry.title}|${entry.meta ?? ''}`).map(({ key, item }) => (
          <Entry key={key} entry={item} level={(level + 1) as Level} />
        ))
      )}
    </SectionFrame>
  );
}

/** A job, a school, a certificate or an endorsement: kept together on one page where it fits. */
function Entry({ entry, level }: { entry: CvLayoutEntry; level: Level }) {
  return (
    <div className={classes.entry} data-cv-keep="">
      <Heading level={level} className={classes.entryTitle}>
        {entry.title}
      </Heading>
      {entry.subtitle && <p className={classes.subtitle}>{entry.subtitle}</p>}
      {entry.meta && <p className={classes.meta}>{entry.meta}</p>}
      {entry.body.length > 0 && <CvTextBlocks blocks={entry.body} className={classes.body} />}
      {entry.link && (
        <p className={classes.link}>
          <a href={entry.link} target="_blank" rel="noopener noreferrer">
            {entry.link}
          </a>
        </p>
      )}
    </div>
  );
}
