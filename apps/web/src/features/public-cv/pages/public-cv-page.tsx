import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CvDesignDocument } from '../../../shared/cv/cv-design-document.tsx';
import { fullName } from '../../../shared/cv/cv-name.ts';
import { loadProblemOf } from '../../../shared/http/load-problem.ts';
import printClasses from '../../../shared/ui/print.module.css';
import { useStaticPage } from '../../../shared/ui/static-page.ts';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { sharedPdfUrl, useDownloadSharedPdf, useShareableLink } from '../api/public-cv.ts';
import { CvVideo } from '../components/cv-video.tsx';
import { PrintButton } from '../components/print-button.tsx';
import { PublicCvContent } from '../components/public-cv-content.tsx';

/** `/public-cv/:publicCvId`: a CV shared by link, for anyone, signed in or not. */
export function PublicCvPage() {
  const { t } = useTranslation('publicCv');
  const { publicCvId = '' } = useParams();
  const link = useShareableLink(publicCvId);
  const download = useDownloadSharedPdf(publicCvId);
  const staticPage = useStaticPage();
  const problem = link.error ? loadProblemOf(link.error) : null;
  const name = link.data ? (fullName(link.data.cv) ?? t('cv.unnamed')) : null;
  usePageMeta({
    title: name ?? (problem === 'expired' ? t('states.expired.title') : null),
    noindex: true,
  });

  return (
    <PublicCvContent query={link} kind="link">
      {({ title, cv, video, design }) => (
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm" className={printClasses.screenOnly}>
            <Text size="sm" c="dimmed">
              {t('link.sharedAs', { title })}
            </Text>
            <Group gap="xs">
              <PrintButton />
              {staticPage ? (
                // No app script on the server-rendered page: the PDF route answers as a download.
                <Button component="a" href={sharedPdfUrl(publicCvId)}>
                  {t('actions.downloadPdf')}
                </Button>
              ) : (
                <Button loading={download.isPending} onClick={() => download.mutate()}>
                  {t('actions.downloadPdf')}
                </Button>
              )}
            </Group>
          </Group>
          {video && <CvVideo video={video} owner={fullName(cv)} />}
          <CvDesignDocument cv={cv} settings={design} />
        </Stack>
      )}
    </PublicCvContent>
  );
}
