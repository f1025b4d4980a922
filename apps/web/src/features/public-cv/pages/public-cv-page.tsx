import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CvDocument } from '../../../shared/cv/cv-document.tsx';
import { fullName } from '../../../shared/cv/cv-name.ts';
import { loadProblemOf } from '../../../shared/http/load-problem.ts';
import { LoadProblemState } from '../../../shared/ui/load-problem-state.tsx';
import printClasses from '../../../shared/ui/print.module.css';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { useDownloadSharedPdf, useShareableLink } from '../api/public-cv.ts';
import { CvDocumentSkeleton } from '../components/cv-document-skeleton.tsx';
import { PrintButton } from '../components/print-button.tsx';
import { useProblemTexts } from '../components/problem-texts.ts';

/** `/public-cv/:publicCvId`: a CV shared by link, for anyone, signed in or not (spec §2). */
export function PublicCvPage() {
  const { t } = useTranslation('publicCv');
  const problemTexts = useProblemTexts('link');
  const { publicCvId = '' } = useParams();
  const link = useShareableLink(publicCvId);
  const download = useDownloadSharedPdf(publicCvId);
  const problem = link.error ? loadProblemOf(link.error) : null;
  const name = link.data ? (fullName(link.data.cv) ?? t('cv.unnamed')) : null;
  usePageMeta({
    title: name ?? (problem === 'expired' ? t('states.expired.title') : null),
    noindex: true,
  });

  if (link.isPending) return <CvDocumentSkeleton />;
  if (problem || !link.data) {
    return (
      <LoadProblemState
        problem={problem ?? 'failed'}
        texts={problemTexts}
        onRetry={() => void link.refetch()}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" className={printClasses.screenOnly}>
        {t('link.sharedAs', { title: link.data.title })}
      </Text>
      <CvDocument
        cv={link.data.cv}
        actions={
          <Group gap="xs" className={printClasses.screenOnly}>
            <PrintButton />
            <Button loading={download.isPending} onClick={() => download.mutate()}>
              {t('actions.downloadPdf')}
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
