import { formatMonth, formatPeriod } from '@hirelane/contract/dates';
import { levelKey } from '@hirelane/contract/language-levels';
import type { PublicCv } from '@hirelane/contract/sharing';
import { Anchor, Badge, Blockquote, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRelationshipLabel } from '../endorsements/use-relationship-label.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './cv-document.module.css';
import { Description, EntryList, Meta, Section } from './cv-section-frame.tsx';
import { keyed } from './keyed.ts';

/** Each kind of CV section, drawn the way it reads best. */

export function ExperienceSection({ items }: { items: PublicCv['experience'] }) {
  const { t } = useTranslation('publicCv');
  const [language] = useLanguage();
  return (
    <Section title={t('sections.experience')}>
      <EntryList items={items} keyOf={(e) => `${e.title}|${e.company}|${e.startDate}`}>
        {(entry) => (
          <>
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
          </>
        )}
      </EntryList>
    </Section>
  );
}

export function EducationSection({ items }: { items: PublicCv['education'] }) {
  const { t } = useTranslation('publicCv');
  const [language] = useLanguage();
  return (
    <Section title={t('sections.education')}>
      <EntryList items={items} keyOf={(e) => `${e.school}|${e.startDate}`}>
        {(entry) => (
          <>
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
          </>
        )}
      </EntryList>
    </Section>
  );
}

export function CertificationsSection({ items }: { items: PublicCv['certifications'] }) {
  const { t } = useTranslation('publicCv');
  const [language] = useLanguage();
  return (
    <Section title={t('sections.certifications')}>
      <EntryList items={items} keyOf={(e) => `${e.name}|${e.issueDate ?? ''}`}>
        {(entry) => (
          <>
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
          </>
        )}
      </EntryList>
    </Section>
  );
}

export function SkillsSection({ title, skills }: { title: string; skills: string[] }) {
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

export function LanguagesSection({ items }: { items: PublicCv['languages'] }) {
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

export function EndorsementsSection({ items }: { items: PublicCv['endorsements'] }) {
  const { t } = useTranslation('publicCv');
  const relationshipLabel = useRelationshipLabel();
  return (
    <Section title={t('sections.endorsement')}>
      <EntryList items={items} keyOf={(e) => `${e.endorserName}|${e.text.slice(0, 40)}`}>
        {(item) => (
          <Blockquote
            p="md"
            color="gray"
            cite={`— ${[item.endorserName, item.endorserTitle].filter(Boolean).join(', ')} · ${relationshipLabel(item.relationship)}`}
          >
            <Text size="sm" className={classes.text}>
              {item.text}
            </Text>
          </Blockquote>
        )}
      </EntryList>
    </Section>
  );
}
