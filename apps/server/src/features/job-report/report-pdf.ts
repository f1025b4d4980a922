import type { JobLane, Language } from '@hirelane/contract/constants';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import type { JobReport } from '@hirelane/contract/job-report';
import { createPdfDocument, FONTS, spaceLeft } from '../../platform/pdf/pdf-document.ts';
import { en } from './words/en.ts';
import { no } from './words/no.ts';
import type { Plural, ReportWords } from './words/report-words.ts';

const COLORS = {
  text: '#1f2933',
  muted: '#5f6b7a',
  bar: '#0f766e',
  rejected: '#c92a2a',
  rule: '#d5dbe1',
} as const;

const WORDS: Record<Language, ReportWords> = { en, no };

type Bar = { label: string; value: number; color?: string };

/**
 * The report as an A4 PDF: title and range, the summary figures, three bar charts drawn as
 * vectors, and the details table, which repeats its header on every page it runs onto.
 */
export const renderReportPdf = async (report: JobReport, language: Language): Promise<Buffer> => {
  const words = WORDS[language];
  const plurals = new Intl.PluralRules(intlLocale(language));
  const counted = (noun: Plural, count: number) => noun[plurals.select(count) === 'one' ? 'one' : 'other'];
  const { doc, toBuffer } = createPdfDocument({
    title: words.title,
    author: 'Hirelane',
    language: intlLocale(language),
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const day = (iso: string | null) => (iso ? formatDate(iso, language) : '–');

  doc.font(FONTS.bold).fontSize(20).fillColor(COLORS.text).text(words.title);
  doc
    .font(FONTS.regular)
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(words.range(day(report.from), day(report.to)));
  doc.moveDown(1);

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
  const top = doc.y;
  figures.forEach(([label, value], i) => {
    const x = left + (i % 4) * cell;
    const y = top + Math.floor(i / 4) * 44;
    doc
      .font(FONTS.bold)
      .fontSize(16)
      .fillColor(COLORS.text)
      .text(value, x, y, { width: cell - 8, lineBreak: false });
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(label, x, y + 20, { width: cell - 8 });
  });
  doc.x = left;
  doc.y = top + Math.ceil(figures.length / 4) * 44 + 8;
  // How the funnel and the response rate are counted, as the screen says under its figures.
  doc.font(FONTS.regular).fontSize(8.5).fillColor(COLORS.muted);
  doc.text(words.rules.funnel, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.text(words.rules.responseRate, left, doc.y, { width });

  const heading = (text: string, needs: number) => {
    if (spaceLeft(doc) < needs) doc.addPage();
    doc.moveDown(0.6);
    doc.font(FONTS.bold).fontSize(12).fillColor(COLORS.text).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  /** Horizontal bars with their label and number: readable on paper and in grey. */
  const barChart = (title: string, bars: Bar[]) => {
    const row = 16;
    heading(title, 30 + bars.length * row);
    const labelWidth = 130;
    const max = Math.max(1, ...bars.map((bar) => bar.value));
    for (const bar of bars) {
      const y = doc.y;
      doc
        .font(FONTS.regular)
        .fontSize(9)
        .fillColor(COLORS.text)
        .text(bar.label, left, y + 2, { width: labelWidth - 6, lineBreak: false });
      const length = ((width - labelWidth - 40) * bar.value) / max;
      doc
        .rect(left + labelWidth, y + 1, Math.max(length, bar.value ? 2 : 0), row - 5)
        .fill(bar.color ?? COLORS.bar);
      doc
        .fillColor(COLORS.text)
        .text(String(bar.value), left + labelWidth + length + 6, y + 2, { lineBreak: false });
      doc.y = y + row;
    }
    doc.x = left;
  };

  barChart(words.funnel, [
    { label: words.lanes.saved, value: s.totalJobs },
    { label: words.lanes.applied, value: s.appliedJobs },
    { label: words.lanes.interviewed, value: s.interviews },
    { label: words.lanes.hired, value: s.offers },
    { label: words.lanes.rejected, value: s.rejectedJobs, color: COLORS.rejected },
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
  heading(words.details, 60);
  if (report.details.length === 0) {
    doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.muted).text(words.none, left, doc.y, { width });
    return toBuffer();
  }
  const shares = [0.24, 0.22, 0.13, 0.13, 0.14, 0.14];
  const columns = shares.map((share) => share * width);
  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(8.5);
    // Most cells fit on one line: measuring a width is far cheaper than wrapping a paragraph.
    const fits = cells.map((text, i) => doc.widthOfString(text) <= (columns[i] ?? 0) - 6);
    const lineHeight = doc.currentLineHeight(true);
    const height =
      Math.max(
        ...cells.map((text, i) =>
          fits[i] ? lineHeight : doc.heightOfString(text, { width: (columns[i] ?? 0) - 6 }),
        ),
      ) + 6;
    if (spaceLeft(doc) < height) {
      doc.addPage();
      if (!bold) drawRow(words.columns, true);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      doc
        .fillColor(COLORS.text)
        .text(text, x, y + 3, fits[i] ? { lineBreak: false } : { width: (columns[i] ?? 0) - 6 });
      x += columns[i] ?? 0;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.4)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = y + height;
  };
  drawRow(words.columns, true);
  for (const job of report.details)
    drawRow(
      [
        job.position,
        job.company,
        words.lanes[job.lane],
        day(job.appliedDate),
        day(job.lastChange),
        day(job.nextInterview),
      ],
      false,
    );
  return toBuffer();
};
