import type { JobReport } from '@hirelane/contract/job-report';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The report's key figures as a list of cards: jobs, applications, interviews, offers, rates;
 * under them, how the funnel, the response rate and the days to interview are counted (the PDF
 * says the same).
 */
export function ReportFigures({ summary: s }: { summary: JobReport['summary'] }) {
  const { t } = useTranslation('jobs');
  const figures: [string, string][] = [
    [t('report.figures.totalJobs', { count: s.totalJobs }), String(s.totalJobs)],
    [t('report.figures.appliedJobs'), String(s.appliedJobs)],
    [t('report.figures.interviews', { count: s.interviews }), String(s.interviews)],
    [t('report.figures.offers', { count: s.offers }), String(s.offers)],
    [t('report.figures.rejectedJobs'), String(s.rejectedJobs)],
    [t('report.figures.responseRate'), s.responseRate === null ? '–' : `${s.responseRate} %`],
    [
      t('report.figures.medianDaysToInterview'),
      s.medianDaysToInterview === null ? '–' : String(s.medianDaysToInterview),
    ],
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {figures.map(([label, value]) => (
          <Card key={label} withBorder padding="sm" component="li">
            <Text fz="h3" fw={700}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('report.rules.funnel')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('report.rules.responseRate')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('report.rules.daysToInterview')}
      </Text>
    </Stack>
  );
}
