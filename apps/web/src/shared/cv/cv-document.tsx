import { type CvDocumentSection, cvContactItems, cvDocumentSections } from '@hirelane/contract/cv-document';
import { formatMonth, formatPeriod } from '@hirelane/contract/dates';
import { levelKey } from '@hirelane/contract/language-levels';
import type { PublicCv } from '@hirelane/contract/sharing';
import { Anchor, Badge, Blockquote, Box, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelationshipLabel } from '../endorsements/use-relationship-label.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './cv-document.module.css';
import { fullName } from './cv-name.ts';
import { keyed } from './keyed.ts';

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

/** A CV as a visitor reads it, on screen and on paper: sections in the spec's order, empty ones left out. */
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

const SectionHeadingLevel = createContext<2 | 3>(2);
function HeadingLevel({ value, children }: { value: 2 | 3; children: ReactNode }) {
  return <SectionHeadingLevel value={value}>{children}</SectionHeadingLevel>;
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

type SectionProps = { title: string; children: ReactNode };

function Section({ title, children }: SectionProps) {
  const headingId = useId();
  const level = useContext(SectionHeadingLevel);
  // Only a top-level CV's sections are named regions: inside the owner's page (nested, h3) they would
  // clash with the page's own editing sections of the same names (axe landmark-unique).
  return (
    <Stack component="section" aria-labelledby={level === 2 ? headingId : undefined} gap="sm">
      <Stack gap={6} className={classes.sectionTitle}>
        <Title order={level} fz="h4" id={headingId}>
          {title}
        </Title>
        <Divider />
      </Stack>
      {children}
    </Stack>
  );
}

function EntryList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

function Entry({ children }: { children: ReactNode }) {
  return (
    <Stack component="li" gap={2} className={classes.entry}>
      {children}
    </Stack>
  );
}

function Meta({ parts }: { parts: (string | null | false | undefined)[] }) {
  const shown = parts.filter((part): part is string => Boolean(part));
  if (shown.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {shown.join(' · ')}
    </Text>
  );
}

function Description({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text size="sm" mt={4} className={classes.text}>
      {text}
    </Text>
  );
}

function ExperienceSection({ items }: { items: PublicCv['experience'] }) {
  const { t } = useTranslation('publicCv');
  const [language] = useLanguage();
  return (
    <Section title={t('sections.experience')}>
      <EntryList>
        {keyed(items, (e) => `${e.title}|${e.company}|${e.startDate}`).map(({ key, item: entry }) => (
          <Entry key={key}>
            <Text fw={600}>{t('cv.role', { title: entry.title, company: entry.company })}</Text>
            <Meta
              parts={[
                formatPeriod(
                  entry.startDate,
                  entry.endDate,
                  language,
                  entry.isCurrent ? t('cv.present') : null,
                ),
                entry.employmentType && t(`employmentType.${entry.employmentType}` as const),
                entry.location,
              ]}
            />
            <Description text={entry.description} />
          </Entry>
        ))}
      </EntryList>
    </Section>
  );
}

function EducationSection({ items }: { items: PublicCv['education'] }) {
  const { t } = useTranslation('publicCv');
  const [language] = useLanguage();
  return (
    <Section title={t('sections.education')}>
      <EntryList>
        {keyed(items, (e) => `${e.school}|${e.startDate}`).map(({ key, item: entry }) => (
          <Entry key={key}>
            <Text fw={600}>{entry.school}</Text>
            {(entry.degree || entry.field) && (
              <Text size="sm">{[entry.degree, entry.field].filter(Boolean).join(', ')}</Text>
            )}
            <Meta
              parts={[
                formatPeriod(entry.startDate, entry.endDate, language, t('cv.ongoing')),
                entry.grade && t('cv.grade', { grade: entry.grade }),
              ]}
            />
            <Description text={entry.description} />
          </Entry>
        ))}
      </EntryList>
    </Section>
  );
}

function CertificationsSection({ items }: { items: PublicCv['certifications'] }) {
  const { t } = useTranslation('publicCv');
  const [language] = useLanguage();
  return (
    <Section title={t('sections.certifications')}>
      <EntryList>
        {keyed(items, (e) => `${e.name}|${e.issueDate ?? ''}`).map(({ key, item: entry }) => (
          <Entry key={key}>
            <Text fw={600}>{entry.name}</Text>
            <Meta
              parts={[
                entry.issuer,
                entry.issueDate && t('cv.issued', { month: formatMonth(entry.issueDate, language) }),
                entry.expiryDate && t('cv.expires', { month: formatMonth(entry.expiryDate, language) }),
                entry.credentialId && t('cv.credentialId', { id: entry.credentialId }),
              ]}
            />
            {entry.credentialUrl && (
              <Anchor href={entry.credentialUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {entry.credentialUrl}
              </Anchor>
            )}
          </Entry>
        ))}
      </EntryList>
    </Section>
  );
}

function SkillsSection({ title, skills }: { title: string; skills: string[] }) {
  return (
    <Section title={title}>
      <Group component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {keyed(skills, (skill) => skill).map(({ key, item: skill }) => (
          <Badge key={key} component="li" variant="outline" color="gray" tt="none" size="lg" fw={500}>
            {skill}
          </Badge>
        ))}
      </Group>
    </Section>
  );
}

function LanguagesSection({ items }: { items: PublicCv['languages'] }) {
  const { t } = useTranslation('publicCv');
  return (
    <Section title={t('sections.language')}>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {keyed(items, (l) => l.language).map(({ key: itemKey, item }) => {
          const key = levelKey(item.level);
          return (
            <Text component="li" key={itemKey} className={classes.entry}>
              <Text span fw={600}>
                {item.language}
              </Text>
              {key && (
                <Text span c="dimmed">
                  {` – ${t(`levels.${key}` as const)}`}
                </Text>
              )}
            </Text>
          );
        })}
      </Stack>
    </Section>
  );
}

function EndorsementsSection({ items }: { items: PublicCv['endorsements'] }) {
  const { t } = useTranslation('publicCv');
  const relationshipLabel = useRelationshipLabel();
  return (
    <Section title={t('sections.endorsement')}>
      <EntryList>
        {keyed(items, (e) => `${e.endorserName}|${e.text.slice(0, 40)}`).map(({ key, item }) => (
          <Entry key={key}>
            <Blockquote
              p="md"
              color="gray"
              cite={`— ${[item.endorserName, item.endorserTitle].filter(Boolean).join(', ')} · ${relationshipLabel(item.relationship)}`}
            >
              <Text size="sm" className={classes.text}>
                {item.text}
              </Text>
            </Blockquote>
          </Entry>
        ))}
      </EntryList>
    </Section>
  );
}
