import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import type { Reviewing } from '../hooks/use-cv-import.ts';
import { type ReviewState, selectedCount } from '../model/import-review.ts';
import { SaveBar } from './save-bar.tsx';

// The review (forms, month pickers) is not part of the first visit: it starts loading with the upload.
export const loadReviewStep = () => import('./review-step.tsx');
const ReviewStep = lazyNamed(loadReviewStep, 'ReviewStep');

export type ReviewPanelProps = {
  phase: Reviewing;
  errors: Record<string, string>;
  saveError: string | null;
  onChange: (review: ReviewState, key: string) => void;
  onSave: () => void;
  onStartOver: () => void;
};

/** The review step's panel: the reader's notice, then the review and its save bar (or: nothing found). */
export function ReviewPanel({ phase, errors, saveError, onChange, onSave, onStartOver }: ReviewPanelProps) {
  const { t } = useTranslation('cv');
  return (
    <Stack gap="lg">
      {phase.notice && (
        <Alert color="yellow" role="status">
          {phase.notice}
        </Alert>
      )}
      {phase.warnings.map((warning) => (
        <Alert key={warning.group} color="yellow" role="status" title={t(`import.groups.${warning.group}`)}>
          {t('import.incomplete', { found: warning.found, lines: warning.lines })}
        </Alert>
      ))}
      {phase.nothingFound ? (
        <Stack gap="sm">
          <Text>{t('import.nothingFound')}</Text>
          <Group>
            <Button onClick={onStartOver}>{t('import.tryAnother')}</Button>
          </Group>
        </Stack>
      ) : (
        // The save bar waits for the review too: nothing is saved unseen.
        <Suspense fallback={<LazyFallback />}>
          <ReviewStep state={phase.review} onChange={onChange} errors={errors} />
          {saveError && (
            <Alert color="red" role="alert" title={t('import.saveFailed')}>
              {saveError}
            </Alert>
          )}
          <SaveBar
            selected={selectedCount(phase.review)}
            submitting={phase.submitting}
            onSave={onSave}
            onStartOver={onStartOver}
          />
        </Suspense>
      )}
    </Stack>
  );
}
