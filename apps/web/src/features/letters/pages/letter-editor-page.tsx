import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { copyText } from '../../../shared/ui/copy-text.ts';
import { EmptyPage } from '../../../shared/ui/empty-page.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { RouterButton } from '../../../shared/ui/router-button.tsx';
import { type SavedLetter, useDeleteLetter, useDownloadLetterPdf, useLetter } from '../api/letters.ts';
import { AutosaveStatus } from '../components/autosave-status.tsx';
import { LetterFields } from '../components/letter-fields.tsx';
import { SaveConflict } from '../components/save-conflict.tsx';
import { SaveTemplateDialog } from '../components/save-template-dialog.tsx';
import { SharePanel } from '../components/share-panel.tsx';
import { useAutosave } from '../hooks/use-autosave.ts';

/** `/letters/:letterId`: the editor. Every change is saved a moment later; nothing typed is lost. */
export function LetterEditorPage() {
  const { t } = useTranslation('letters');
  const { letterId = '' } = useParams();
  const letter = useLetter(letterId);

  if (letter.isPending) return <Skeleton height={480} radius="md" />;
  if (letter.isError) {
    if (isApiError(letter.error) && letter.error.status === 404) {
      return (
        <EmptyPage title={t('errors.notFound')} description={t('page.subtitle')}>
          <RouterButton to="/letters">{t('editor.back')}</RouterButton>
        </EmptyPage>
      );
    }
    return <QueryLoadError query={letter} errorText={t('errors.loadOne')} />;
  }
  // Keyed by id: another letter gets a fresh editor (and its own backup).
  return <LetterEditor key={letter.data.jobApplicationId} letter={letter.data} />;
}

function LetterEditor({ letter }: { letter: SavedLetter }) {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const { value, change, status, saveNow, keepMine, reloadSaved, restored } = useAutosave(letter);
  const download = useDownloadLetterPdf(letter.jobApplicationId);
  const remove = useDeleteLetter();
  const [confirming, setConfirming] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);

  const handleDelete = async () => {
    await remove.mutateAsync(letter.jobApplicationId);
    setConfirming(false);
    await navigate('/letters');
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/letters" size="sm">
        ← {t('editor.back')}
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1} fz="h2">
          {value.title.trim() || t('editor.heading')}
        </Title>
        {status.state !== 'failed' && <AutosaveStatus status={status} onRetry={saveNow} />}
      </Group>
      {status.state === 'failed' && <AutosaveStatus status={status} onRetry={saveNow} />}
      {status.state === 'conflict' && <SaveConflict onReload={reloadSaved} onKeep={keepMine} />}
      {restored && status.state !== 'failed' && status.state !== 'conflict' && <AutosaveRestored />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg">
            <LetterFields
              value={value}
              onChange={change}
              titleError={value.title.trim() ? null : t('validation.title.too_small')}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder padding="md">
              <Stack gap="xs">
                <Button
                  onClick={() => download.mutate()}
                  loading={download.isPending}
                  disabled={status.state !== 'saved'}
                >
                  {t('actions.pdf')}
                </Button>
                <Button
                  variant="default"
                  onClick={() =>
                    void copyText(value.body, { done: t('actions.copied'), failed: t('actions.copyFailed') })
                  }
                >
                  {t('actions.copy')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => setSavingTemplate(true)}
                  disabled={!value.body.trim()}
                >
                  {t('actions.saveTemplate')}
                </Button>
                <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
                  {t('actions.delete')}
                </Button>
              </Stack>
            </Card>
            <SharePanel
              saved={letter}
              isPublic={value.isPublic}
              onChange={(isPublic) => change({ isPublic }, { now: true })}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <SaveTemplateDialog opened={savingTemplate} onClose={() => setSavingTemplate(false)} letter={value} />
      <ConfirmDialog
        opened={confirming}
        title={t('delete.title')}
        message={t('delete.message', { title: value.title })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function AutosaveRestored() {
  const { t } = useTranslation('letters');
  return (
    <Card withBorder padding="sm" bg="yellow.0">
      {t('autosave.restored')}
    </Card>
  );
}
