import { LANGUAGES } from '@hirelane/contract/constants';
import {
  CV_FONT_IDS,
  type CvDesignSettings,
  type CvDesignSettingsInput,
  defaultCvDesignSettings,
  PAPER_SIZES,
} from '@hirelane/contract/cv-designs';
import type { PublicCv } from '@hirelane/contract/sharing';
import { Button, Card, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cvPdfPath, useDownloadCvPdf } from '../../../shared/cv/api/cv-pdf.ts';
import { CvPdfPreview } from '../../../shared/cv/pdf-preview/cv-pdf-preview.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { cvDesignOptions, useSaveCvDesign } from '../api/cv-design.ts';
import { usePreviewCv } from '../hooks/use-preview-cv.ts';
import { AccentChoice } from './accent-choice.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import classes from './cv-design-panel.module.css';
import { DesignChoice } from './design-choice.tsx';

/**
 * The CV's design and its live preview: the designs drawn with the owner's own CV, accent, font,
 * paper and the CV's language, each saved the moment it is picked; the PDF in that design; and that
 * very PDF, asked of the server with what is picked and drawn page by page.
 */
export function CvDesignPanel({ id }: { id?: string }) {
  const { t } = useTranslation('cvDesign');
  const [language] = useLanguage();
  const titleId = useId();
  const preview = usePreviewCv();
  const design = useQuery(cvDesignOptions());
  const save = useSaveCvDesign();
  const download = useDownloadCvPdf();
  // What was just picked shows in the same render as the click (a controlled radio would otherwise
  // snap back until the cache's optimistic update lands); the cache takes over once the saves settle.
  const [picked, setPicked] = useState<CvDesignSettingsInput>({});
  // Until the saved choice is known (or when it cannot be read) the preview shows the defaults.
  const settings: CvDesignSettings = { ...(design.data ?? defaultCvDesignSettings(language)), ...picked };
  const choose = (change: CvDesignSettingsInput) => {
    setPicked((current) => ({ ...current, ...change }));
    save.mutate(change, { onSettled: () => setPicked({}) });
  };

  return (
    <Card withBorder padding="lg" component="section" id={id} aria-labelledby={titleId}>
      <Stack gap="lg">
        <SectionHeading
          order={2}
          id={titleId}
          title={t('panel.title')}
          description={t('panel.description')}
        />
        {design.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={180} />
            <Skeleton height={36} width="70%" />
          </Stack>
        ) : design.error ? (
          <QueryLoadError query={design} errorText={t('panel.loadFailed')} />
        ) : (
          <DesignChoices
            settings={settings}
            preview={preview.cv}
            onChoose={choose}
            onDownload={() => download.mutate({ design: settings.design, paper: settings.paper })}
            downloading={download.isPending}
          />
        )}
        <Divider />
        <SectionHeading order={3} title={t('preview.title')} description={t('preview.description')} />
        {preview.isEmpty && !preview.isLoading && (
          <Text size="sm" c="dimmed">
            {t('preview.empty')}
          </Text>
        )}
        <CvPdfPreview
          path={cvPdfPath(settings)}
          version={preview.updatedAt}
          enabled={!preview.isPending && !design.isPending}
        />
      </Stack>
    </Card>
  );
}

type DesignChoicesProps = {
  settings: CvDesignSettings;
  preview: PublicCv;
  onChoose: (change: CvDesignSettingsInput) => void;
  onDownload: () => void;
  downloading: boolean;
};

function DesignChoices({ settings, preview, onChoose, onDownload, downloading }: DesignChoicesProps) {
  const { t } = useTranslation('cvDesign');
  return (
    <Stack gap="lg">
      <DesignChoice cv={preview} settings={settings} onChange={(design) => onChoose({ design })} />
      <AccentChoice value={settings.accent} onChange={(accent) => onChoose({ accent })} />
      <div className={classes.options}>
        <ChoiceChips
          legend={t('font.legend')}
          options={CV_FONT_IDS.map((font) => ({ value: font, label: t(`font.names.${font}`) }))}
          value={settings.font}
          onChange={(font) => onChoose({ font })}
        />
        <ChoiceChips
          legend={t('paper.legend')}
          options={PAPER_SIZES.map((paper) => ({ value: paper, label: t(`paper.names.${paper}`) }))}
          value={settings.paper}
          onChange={(paper) => onChoose({ paper })}
        />
        <ChoiceChips
          legend={t('language.legend')}
          hint={t('language.hint')}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
          value={settings.language}
          onChange={(language) => onChoose({ language })}
        />
      </div>
      <Group>
        <Button variant="default" loading={downloading} onClick={onDownload}>
          {t('download')}
        </Button>
      </Group>
    </Stack>
  );
}
