import { formatDate } from '@hirelane/contract/dates';
import type { JobReport } from '@hirelane/contract/job-report';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

const COLUMNS = ['position', 'company', 'lane', 'applied', 'lastChange', 'interview'] as const;

/** Every job of the range, a row each; on a phone the table scrolls sideways. */
export function ReportDetailsTable({ details }: { details: JobReport['details'] }) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  return (
    // The keyboard can reach and scroll the table when it scrolls (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('report.details') },
      }}
    >
      <Table striped>
        <Table.Caption>{t('report.details')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`report.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.map((job) => (
            <Table.Tr key={job.jobId}>
              <Table.Td>{job.position}</Table.Td>
              <Table.Td>{job.company}</Table.Td>
              <Table.Td>{t(`lanes.${job.lane}`)}</Table.Td>
              <Table.Td>{job.appliedDate ? formatDate(job.appliedDate, language) : '–'}</Table.Td>
              <Table.Td>{formatDate(job.lastChange, language)}</Table.Td>
              <Table.Td>{job.nextInterview ? formatDate(job.nextInterview, language) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
