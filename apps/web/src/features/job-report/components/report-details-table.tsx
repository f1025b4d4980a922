import { formatDate } from '@hirelane/contract/dates';
import type { JobReport } from '@hirelane/contract/job-report';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import classes from './report-details-table.module.css';

const COLUMNS = ['position', 'company', 'lane', 'applied', 'lastChange', 'interview'] as const;

/** Every job of the range, a row each; on a phone the table scrolls sideways. */
export function ReportDetailsTable({ details }: { details: JobReport['details'] }) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  return (
    // The keyboard can reach and scroll the table when it scrolls (WCAG 2.1.1). A plain table with
    // the browser's own scrolling: Mantine's Table brings its ScrollArea and floating-ui.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={classes.scroll} tabIndex={0} aria-label={t('report.details')}>
      <table className={classes.table}>
        <caption>{t('report.details')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`report.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {details.map((job) => (
            <tr key={job.jobId}>
              <td>{job.position}</td>
              <td>{job.company}</td>
              <td>{t(`lanes.${job.lane}`)}</td>
              <td>{job.appliedDate ? formatDate(job.appliedDate, language) : '–'}</td>
              <td>{formatDate(job.lastChange, language)}</td>
              <td>{job.nextInterview ? formatDate(job.nextInterview, language) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
