import { contentLang, formatDate } from '@hirelane/contract/dates';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadProblemOf } from '../../../shared/http/load-problem.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LoadProblemState } from '../../../shared/ui/load-problem-state.tsx';
import printClasses from '../../../shared/ui/print.module.css';
import { PrintButton } from '../../../shared/ui/print-button.tsx';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { publicLetterPdfUrl, usePublicLetter } from '../api/public-letter.ts';
import classes from '../components/letter-sheet.module.css';

/** `/public-job-application/:publicJobApplicationId`: a letter its writer shared, for anyone. */
export function PublicJobApplicationPage() {
  const { t } = useTranslation('letters');
  const [language] = useLanguage();
  const { publicJobApplicationId = '' } = useParams();
  const letter = usePublicLetter(publicJobApplicationId);
  const problem = letter.error ? loadProblemOf(letter.error) : null;
  usePageMeta({ title: letter.data?.title ?? null, noindex: true });

  if (letter.isPending) {
    return (
      <Stack className={classes.sheet} gap="md" aria-busy="true">
        <Skeleton height={28} width="60%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (problem || !letter.data) {
    return (
      <LoadProblemState
        problem={problem ?? 'failed'}
        texts={{
          notFound: { title: t('public.notFoundTitle'), description: t('public.notFoundDescription') },
          failed: {
            title: t('public.failedTitle'),
            description: t('public.failedDescription'),
            retry: t('public.retry'),
          },
        }}
        onRetry={() => void letter.refetch()}
      />
    );
  }

  const { title, senderName, company, contactName, body, updatedAt } = letter.data;
  const recipient = [contactName, company].filter(Boolean).join(', ');
  return (
    <article className={classes.sheet} lang={contentLang(letter.data.language)}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {t('public.from', { name: senderName })}
              {recipient && ` · ${t('public.to', { recipient })}`}
            </Text>
          </Stack>
          <Group gap="xs" className={printClasses.screenOnly}>
            {/* A plain link on the server-rendered page and in the app alike: the route answers a download. */}
            <Button component="a" href={publicLetterPdfUrl(publicJobApplicationId)}>
              {t('public.downloadPdf')}
            </Button>
            <PrintButton label={t('public.print')} />
          </Group>
        </Group>
        <Text className={classes.body}>{body}</Text>
        <Text c="dimmed" size="sm">
          {t('public.updated', { date: formatDate(updatedAt, language, 'long') })}
        </Text>
      </Stack>
    </article>
  );
}
