import { type CvDocumentSection, cvContactItems, cvDocumentSections } from '@hirelane/contract/cv-document';
import type { PublicCv } from '@hirelane/contract/sharing';
import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cv-document.module.css';
import { fullName } from './cv-name.ts';
import { HeadingLevel } from './cv-section-frame.tsx';
import {
  CertificationsSection,
  EducationSection,
  EndorsementsSection,
  ExperienceSection,
  LanguagesSection,
  SkillsSection,
} from './cv-sections.tsx';

export type CvDocumentProps = {
  cv: PublicCv;
  /** Inside a page that has its own h1 (the owner's preview): the name is an h2, sections h3. */
  nested?: boolean;
  /** Shown when no section has content. */
  empty?: ReactNode;
  /** Under the name and headline: a public profile's bio and tags. */
  intro?: ReactNode;
  /** Screen-only actions beside the name (download, print). */
  actions?: ReactNode;
};

/** A CV as a visitor reads it, on screen and on paper: sections in the fixed order, empty ones left out. */
export function CvDocument({ cv, nested = false, empty, intro, actions }: CvDocumentProps) {
  const { t } = useTranslation('publicCv');
  const nameId = useId();
  const name = fullName(cv) ?? t('cv.unnamed');
  const sections = cvDocumentSections(cv);
  return (
    <Box component="article" aria-labelledby={nameId} className={classes.sheet}>
      <Stack gap="xl">
        <Stack gap="sm" component="header">
          <Group justify="space-between" align="flex-start" gap="md">
            <Group gap="md" align="center" wrap="nowrap" className={classes.identity}>
              {cv.contact.photoUrl && (
                <img
                  src={cv.contact.photoUrl}
                  alt={t('cv.photoAlt', { name })}
                  className={classes.photo}
                  width={88}
                  height={88}
                />
              )}
              <Stack gap={4} flex={1} miw={0}>
                <Title order={nested ? 2 : 1} id={nameId}>
                  {name}
                </Title>
                {cv.headline && (
                  <Text size="lg" c="dimmed">
                    {cv.headline}
                  </Text>
                )}
                <ContactList cv={cv} />
              </Stack>
            </Group>
            {actions}
          </Group>
          {intro}
        </Stack>
        <HeadingLevel value={nested ? 3 : 2}>
          {sections.length > 0
            ? sections.map((section) => <CvSection key={section.key} section={section} />)
            : (empty ?? <Text c="dimmed">{t('cv.empty')}</Text>)}
        </HeadingLevel>
      </Stack>
    </Box>
  );
}

/** The contact details the CV shows (contract/cv-document, like the PDF): e-mail, phone, links. */
function ContactList({ cv }: { cv: PublicCv }) {
  const { t } = useTranslation('publicCv');
  const items = cvContactItems(cv);
  if (items.length === 0) return null;
  return (
    <ul className={classes.contact} aria-label={t('cv.contact')}>
      {items.map((item) => (
        <li key={`${item.kind}|${item.href}`}>
          <Anchor
            href={item.href}
            size="sm"
            {...(item.kind === 'link'
              ? { target: '_blank', rel: 'noopener noreferrer', 'data-url': item.text }
              : {})}
          >
            {item.kind === 'link' ? item.label : item.text}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

/** One section of the ordered model, drawn the way its kind reads best. */
function CvSection({ section }: { section: CvDocumentSection }) {
  const { t } = useTranslation('publicCv');
  switch (section.key) {
    case 'experience':
      return <ExperienceSection items={section.items} />;
    case 'education':
      return <EducationSection items={section.items} />;
    case 'professional':
    case 'personal':
      return <SkillsSection title={t(`sections.${section.key}`)} skills={section.items} />;
    case 'language':
      return <LanguagesSection items={section.items} />;
    case 'certifications':
      return <CertificationsSection items={section.items} />;
    case 'endorsement':
      return <EndorsementsSection items={section.items} />;
  }
}
