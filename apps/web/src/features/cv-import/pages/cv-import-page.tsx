import { Paper, Stack } from '@mantine/core';
import pageWidth from '../../../shared/ui/page-width.module.css';
import { ExtractingStep } from '../components/extracting-step.tsx';
import { FilePreview } from '../components/file-preview.tsx';
import { ImportHeading } from '../components/import-heading.tsx';
import { loadReviewStep, ReviewPanel } from '../components/review-panel.tsx';
import { UploadStep } from '../components/upload-step.tsx';
import { useCvImport } from '../hooks/use-cv-import.ts';
import classes from './cv-import-page.module.css';

/**
 * `/my-cv/import`: upload → extracting → review → submitting → My CV, where a toast says what was
 * added. A failed extraction returns to upload with its reason; a failed save stays
 * on the review with everything the user changed. The review shows the uploaded file beside it.
 */
export function CvImportPage() {
  const { phase, errors, saveError, upload, cancel, changeReview, submit } = useCvImport();
  const handleFile = (file: File) => {
    void loadReviewStep();
    void upload(file);
  };

  const withFile = phase.step === 'review' && !phase.nothingFound;
  return (
    <Stack gap="lg" className={withFile ? classes.layout : pageWidth.readable}>
      <ImportHeading phase={phase} />
      <div className={withFile ? classes.columns : undefined}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {phase.step === 'upload' && <UploadStep onFile={handleFile} error={phase.error} />}
          {phase.step === 'extracting' && (
            <ExtractingStep fileName={phase.fileName} progress={phase.progress} onCancel={cancel} />
          )}
          {phase.step === 'review' && (
            <ReviewPanel
              phase={phase}
              errors={errors}
              saveError={saveError}
              onChange={(review, key) => changeReview(phase, review, key)}
              onSave={() => void submit(phase)}
              onStartOver={cancel}
            />
          )}
        </Paper>
        {withFile && <FilePreview file={phase.file} />}
      </div>
    </Stack>
  );
}
