import type { JobLane, Language } from '@hirelane/contract/constants';
import { CV_WORDS } from '@hirelane/contract/cv-layout';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import type { JobReport } from '@hirelane/contract/job-report';
import {
  artifact,
  createPdfDocument,
  decoratePages,
  drawPageNumber,
} from '../../platform/pdf/pdf-document.ts';
import { enter, keepTogether, openFlow, skip } from '../../platform/pdf/pdf-flow.ts';
import { drawHeading, headingHeight } from '../../platform/pdf/pdf-heading.ts';
import { COLORS, DOCUMENT_ACCENT, documentTheme } from '../../platform/pdf/pdf-style.ts';
import { drawTable } from '../../platform/pdf/pdf-table.ts';
import { write } from '../../platform/pdf/pdf-text.ts';
import { en } from './words/en.ts';
import { no } from './words/no.ts';
import type { Plural, ReportWords } from './words/report-words.ts';

const WORDS: Record<Language, ReportWords> = { en, no };

type Bar = { label: string; value: number; color?: string };

/**
 * The report as an A4 PDF: title, whose it is (`name`, left out when empty) and range, the summary figures, three bar charts drawn as
 * vectors, and the details table, which repeats its header on every page it runs onto.
 */
export const renderReportPdf = async (
  report: JobReport,
  language: Language,
  name: string,
): Promise<Buffer> => {
  const words = WORDS[language];
  const plurals = new Intl.PluralRules(intlLocale(language));
  const counted = (noun: Plural, count: number) => noun[plurals.select(count) === 'one' ? 'one' : 'other'];
  const { doc, fonts, root, toBuffer } = createPdfDocument({
    title: name ? `${words.title} – ${name}` : words.title,
    author: name || 'Hirelane',
    language: intlLocale(language),
  });
  const theme = documentTheme(fonts);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const flow = openFlow(doc, {
    x: left,
    width,
    top: () => doc.page.margins.top,
    bottom: doc.page.height - doc.page.margins.bottom,
  });
  const day = (iso: string | null) => (iso ? formatDate(iso, language) : '–');
  const muted = { font: fonts.regular, size: 8.5, color: COLORS.muted };

  write(flow, words.title, { font: fonts.bold, size: 20, color: COLORS.text }, { parent: root, type: 'H1' });
  if (name)
    write(flow, name, { font: fonts.bold, size: 13, color: COLORS.text }, { parent: root, type: 'P' });
  write(
    flow,
    words.range(day(report.from), day(report.to)),
    { ...muted, size: 11 },
    { parent: root, type: 'P' },
  );
  skip(flow, 12);

  // Summary figures, four to a row.
  const s = report.summary;
  const figures: [string, string][] = [
    [counted(words.figures.totalJobs, s.totalJobs), String(s.totalJobs)],
    [words.figures.appliedJobs, String(s.appliedJobs)],
    [counted(words.figures.interviews, s.interviews), String(s.interviews)],
    [counted(words.figures.offers, s.offers), String(s.offers)],
    [words.figures.rejectedJobs, String(s.rejectedJobs)],
    [words.figures.responseRate, s.responseRate === null ? '–' : `${s.responseRate} %`],
    [
      words.figures.medianDaysToInterview,
      s.medianDaysToInterview === null ? '–' : String(s.medianDaysToInterview),
    ],
  ];
  const cell = width / 4;
  const top = flow.y;
  enter(flow);
  figures.forEach(([label, value], i) => {
    const x = left + (i % 4) * cell;
    const y = top + Math.floor(i / 4) * 44;
    doc
      .font(fonts.bold)
      .fontSize(16)
      .fillColor(COLORS.text)
      .text(value, x, y, { width: cell - 8, lineBreak: false, structParent: root, structType: 'P' });
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(label, x, y + 20, { width: cell - 8, structParent: root, structType: 'P' });
  });
  flow.y = top + Math.ceil(figures.length / 4) * 44 + 8;
  // How the figures are counted, as the screen says under its figures.
  write(flow, words.rules.funnel, muted, { parent: root, type: 'P' });
  skip(flow, 4);
  write(flow, words.rules.responseRate, muted, { parent: root, type: 'P' });
  skip(flow, 4);
  write(flow, words.rules.daysToInterview, muted, { parent: root, type: 'P' });

  const heading = (text: string, needs: number) => {
    skip(flow, 10);
    keepTogether(flow, headingHeight(doc, theme) + needs);
    drawHeading(flow, theme, root, text);
  };

  /** Horizontal bars with their label and number: readable on paper and in grey. */
  const barChart = (title: string, bars: Bar[]) => {
    const row = 16;
    heading(title, bars.length * row);
    const labelWidth = 130;
    const max = Math.max(1, ...bars.map((bar) => bar.value));
    enter(flow);
    for (const bar of bars) {
      const y = flow.y;
      doc
        .font(fonts.regular)
        .fontSize(9)
        .fillColor(COLORS.text)
        .text(bar.label, left, y + 2, {
          width: labelWidth - 6,
          lineBreak: false,
          structParent: root,
          structType: 'P',
        });
      const length = ((width - labelWidth - 40) * bar.value) / max;
      artifact(doc, () =>
        doc
          .rect(left + labelWidth, y + 1, Math.max(length, bar.value ? 2 : 0), row - 5)
          .fill(bar.color ?? DOCUMENT_ACCENT),
      );
      doc.fillColor(COLORS.text).text(String(bar.value), left + labelWidth + length + 6, y + 2, {
        lineBreak: false,
        structParent: root,
        structType: 'P',
      });
      flow.y = y + row;
    }
  };

  barChart(words.funnel, [
    { label: words.lanes.saved, value: s.totalJobs },
    { label: words.lanes.applied, value: s.appliedJobs },
    { label: words.lanes.interviewed, value: s.interviews },
    { label: words.lanes.hired, value: s.offers },
    { label: words.lanes.rejected, value: s.rejectedJobs, color: COLORS.negative },
  ]);
  barChart(
    words.perWeek,
    report.perWeek.slice(-26).map((week) => ({ label: day(week.weekStart), value: week.applications })),
  );
  barChart(
    words.lanesToday,
    report.lanes.map(({ lane, count }) => ({ label: words.lanes[lane as JobLane], value: count })),
  );

  // Details: a table whose header repeats on every page.
  heading(words.details, 40);
  if (report.details.length === 0) {
    write(flow, words.none, { ...muted, size: 10 }, { parent: root, type: 'P' });
  } else {
    drawTable(
      flow,
      root,
      { regular: fonts.regular, bold: fonts.bold, size: 8.5, shares: [0.24, 0.22, 0.13, 0.13, 0.14, 0.14] },
      words.columns,
      report.details.map((job) => [
        job.position,
        job.company,
        words.lanes[job.lane],
        day(job.appliedDate),
        day(job.lastChange),
        day(job.nextInterview),
      ]),
    );
  }
  decoratePages(doc, (page, pages) => {
    if (pages > 1) drawPageNumber(doc, CV_WORDS[language].page(page, pages), muted, doc.page.margins.left);
  });
  return toBuffer();
};
