import { LANGUAGES, type Language } from '@hirelane/contract/constants';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ScriptSkeleton, ScriptText } from '../../../shared/self-introduction/script-text.tsx';
import { useSelfIntroduction } from '../../../shared/self-introduction/self-introduction.ts';
import { copyText } from '../../../shared/ui/copy-text.ts';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import pageWidth from '../../../shared/ui/page-width.module.css';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';

/** Below this many words the CV had little to tell: the page suggests filling it in. */
const SHORT_SCRIPT_WORDS = 60;

/**
 * "Video script": a 60–90-second self-introduction written from the CV and profile, in
 * English or Norwegian, to read aloud when recording; copy it, or regenerate another wording.
 * A script in another language than the CV's, written without a model, leaves the highlights to
 * the user, and the page says so.
 */
export function VideoScriptPage() {
  const { t } = useTranslation('cv');
  const [interfaceLanguage] = useLanguage();
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [variant, setVariant] = useState(0);
  const script = useSelfIntroduction(language, variant);
  const text = script.data?.response ?? '';
  const words = text.split(/\s+/).filter(Boolean).length;

  return (
    <Stack gap="lg" className={pageWidth.readable}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading title={t('script.title')} subtitle={t('script.subtitle')} />
        <SegmentedControl
          aria-label={t('script.language')}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={LANGUAGES.map((value) => ({ value, label: t(`script.languages.${value}`) }))}
        />
      </Group>
      {script.isError && !script.data ? (
        <QueryLoadError query={script} errorText={t('script.errors.load')} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-busy={script.isFetching}>
          {script.isPending ? (
            <ScriptSkeleton />
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('script.duration', { seconds: script.data?.estimatedSeconds ?? 0, words })}
              </Text>
              {/* The script shown may still be the last language's while the new one loads. */}
              <ScriptText
                text={text}
                language={script.data?.language ?? language}
                data-testid="video-script"
              />
            </Stack>
          )}
        </Paper>
      )}
      {script.data?.highlightsLeftOut && (
        <Alert color="blue" role="status" data-testid="script-highlights-left-out">
          {t('script.highlightsLeftOut', {
            cvLanguage: t(`script.cvLanguages.${script.data.cvLanguage}`),
          })}
        </Alert>
      )}
      {script.data?.notice && (
        <Alert color="yellow" role="status">
          {script.data.notice}
        </Alert>
      )}
      {script.isSuccess && words < SHORT_SCRIPT_WORDS && (
        <Alert color="blue" role="status">
          {t('script.shortHint')}{' '}
          <RouterAnchor to="/my-cv" c="inherit" underline="always" fw={600}>
            {t('script.fillCv')}
          </RouterAnchor>
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={() => void copyText(text, { done: t('script.copied'), failed: t('script.copyFailed') })}
          disabled={!text}
        >
          {t('script.copy')}
        </Button>
        <Button
          variant="default"
          onClick={() => setVariant((v) => v + 1)}
          loading={script.isFetching && !script.isPending}
        >
          {t('script.regenerate')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('script.tip')}
      </Text>
    </Stack>
  );
}
