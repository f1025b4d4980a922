import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import classes from './file-preview.module.css';

/** A PDF by its type or name; the server has read its content already, the browser only shows it. */
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The uploaded file beside the review, to compare what was found with what the CV says. */
export function FilePreview({ file }: { file: File }) {
  const { t } = useTranslation('cv');
  // Typed as a PDF whatever the browser guessed, so the frame shows the browser's PDF viewer and nothing else.
  const pdf = useMemo(() => (isPdf(file) ? new Blob([file], { type: 'application/pdf' }) : null), [file]);
  const url = useObjectUrl(pdf);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby="cv-import-file"
      className={classes.panel}
    >
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id="cv-import-file">
          {t('import.file.title')}
        </Title>
        <Text size="sm" c="dimmed" className={classes.name}>
          {file.name}
        </Text>
        {url ? (
          <iframe src={url} title={t('import.file.frame', { name: file.name })} className={classes.frame} />
        ) : (
          <Text size="sm">{t('import.file.noPreview')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
