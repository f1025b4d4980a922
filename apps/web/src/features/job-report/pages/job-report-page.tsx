import { formatDate } from '@hirelane/contract/dates';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobReport } from '@hirelane/contract/job-report';
import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DayInput, isDayValue, useDayFormatError } from '../../../shared/forms/day-input.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { EmptyPage } from '../../../shared/ui/empty-page.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterButton } from '../../../shared/ui/router-button.tsx';
import { type ReportRange, useDownloadJobReport, useJobReport } from '../api/job-report.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { ReportDetailsTable } from '../components/report-details-table.tsx';
import { ReportFigures } from '../components/report-figures.tsx';
import { RANGE_PRESETS, type RangePreset, rangeOf } from '../model/ranges.ts';
import classes from './job-report-page.module.css';

/** `/report`: how the job search goes, for a range of days, with charts and a PDF to keep. */
export function JobReportPage() {
  const { t } = useTranslation('jobs');
  const [preset, setPreset] = useState<RangePreset | 'custom'>('3m');
  const [range, setRange] = useState<ReportRange>(rangeOf('3m'));
  // What the two date fields hold: the range's days, or text that is no day yet.
  const [typed, setTyped] = useState<ReportRange>(range);
  const report = useJobReport(range);
  const download = useDownloadJobReport();
  const formatError = useDayFormatError();

  const choosePreset = (value: string) => {
    setPreset(value as RangePreset);
    if (value === 'custom') return;
    setRange(rangeOf(value as RangePreset));
    setTyped(rangeOf(value as RangePreset));
  };
  const setDay = (key: keyof ReportRange, value: string) => {
    setPreset('custom');
    setTyped((current) => ({ ...current, [key]: value }));
    if (isDayValue(value)) setRange((current) => ({ ...current, [key]: value }));
  };
  const dayError = (key: keyof ReportRange) =>
    typed[key] !== '' && !isDayValue(typed[key]) ? formatError : null;
  const reversed = range.from > range.to;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/" size="sm">
        ← {t('report.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading title={t('report.title')} subtitle={t('report.subtitle')} />
        <Button onClick={() => download.mutate(range)} loading={download.isPending} disabled={reversed}>
          {t('report.download')}
        </Button>
      </Group>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('report.range')}
            value={preset}
            onChange={choosePreset}
            data={[...RANGE_PRESETS, 'custom' as const].map((value) => ({
              value,
              label: t(`report.presets.${value}`),
            }))}
            fullWidth
            classNames={{ root: classes.presets, control: classes.preset }}
          />
          <Group grow wrap="wrap">
            <DayInput
              label={t('report.from')}
              value={typed.from}
              onChange={(value) => setDay('from', value)}
              error={dayError('from')}
            />
            <DayInput
              label={t('report.to')}
              value={typed.to}
              onChange={(value) => setDay('to', value)}
              error={dayError('to') ?? (reversed ? t('report.reversed') : null)}
            />
          </Group>
        </Stack>
      </Card>
      {report.isPending && <Skeleton height={320} radius="md" />}
      {report.isError && <QueryLoadError query={report} errorText={FALLBACK_ERRORS.loadJobReport} />}
      {report.data && <ReportBody report={report.data} />}
    </Stack>
  );
}

function ReportBody({ report }: { report: JobReport }) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  const s = report.summary;
  if (s.totalJobs === 0) {
    return (
      <EmptyPage title={t('report.empty.title')} description={t('report.empty.description')}>
        <RouterButton to="/?drawer=create">{t('report.empty.action')}</RouterButton>
      </EmptyPage>
    );
  }
  const jobsText = (count: number) => t('report.jobs', { count });
  return (
    <Stack gap="lg">
      <ReportFigures summary={s} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <BarChart
            title={t('report.funnel')}
            valueText={jobsText}
            bars={[
              { label: t('lanes.saved'), value: s.totalJobs },
              { label: t('lanes.applied'), value: s.appliedJobs },
              { label: t('lanes.interviewed'), value: s.interviews },
              { label: t('lanes.hired'), value: s.offers },
              { label: t('lanes.rejected'), value: s.rejectedJobs, color: 'var(--mantine-color-red-8)' },
            ]}
          />
        </Card>
        <Card withBorder padding="md">
          <BarChart
            title={t('report.lanesToday')}
            valueText={jobsText}
            bars={report.lanes.map(({ lane, count }) => ({ label: t(`lanes.${lane}`), value: count }))}
          />
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md">
        <BarChart
          title={t('report.perWeek')}
          valueText={(count) => t('report.applications', { count })}
          bars={report.perWeek.slice(-12).map((week) => ({
            label: formatDate(week.weekStart, language),
            value: week.applications,
          }))}
        />
      </Card>
      <Card withBorder padding="md">
        <ReportDetailsTable details={report.details} />
      </Card>
      <Text size="sm" c="dimmed">
        {t('report.inRange')}
      </Text>
    </Stack>
  );
}
