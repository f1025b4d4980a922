import { formatMonth, formatPeriod } from '@hirelane/contract/dates';
import { Anchor, Badge, Blockquote, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelationshipLabel } from '../../../shared/endorsements/use-relationship-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { decodeIdToken } from '../../../shared/session/id-token.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { certificationsOptions } from '../api/certifications.ts';
import { educationApi } from '../api/education.ts';
import { endorsementsOptions } from '../api/endorsements.ts';
import { experienceApi } from '../api/experience.ts';
import { languagesOptions } from '../api/languages.ts';
import { skillsOptions } from '../api/skills.ts';
import type { CvPreviewSection } from '../model/cv-preview.ts';
import { buildCvPreview } from '../model/cv-preview.ts';
import { levelKey } from '../model/language-levels.ts';

export const PREVIEW_ID = 'cv-preview';

/** The CV as others will see it, live: built from the same queries the sections edit. */
export function CvPreviewPanel() {
  const { t } = useTranslation('cv');
  const idToken = useSession((session) => session.idToken);
  const claims = decodeIdToken(idToken);
  const queries = {
    experience: useQuery(experienceApi.listOptions()),
    education: useQuery(educationApi.listOptions()),
    certifications: useQuery(certificationsOptions()),
    professional: useQuery(skillsOptions('professional')),
    personal: useQuery(skillsOptions('personal')),
    language: useQuery(languagesOptions()),
    endorsement: useQuery(endorsementsOptions()),
  };
  const isLoading = Object.values(queries).some((query) => query.isPending);
  const sections = buildCvPreview({
    experience: queries.experience.data,
    education: queries.education.data,
    certifications: queries.certifications.data,
    professional: queries.professional.data,
    personal: queries.personal.data,
    language: queries.language.data,
    endorsement: queries.endorsement.data,
  });

  return (
    <Card withBorder padding="lg" component="aside" id={PREVIEW_ID} aria-labelledby={`${PREVIEW_ID}-title`}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" id={`${PREVIEW_ID}-title`}>
            {t('preview.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('preview.description')}
          </Text>
        </Stack>
        <Divider />
        {claims && (
          <Title order={2} fz="h2">
            {`${claims.given_name} ${claims.family_name}`}
          </Title>
        )}
        {isLoading && sections.length === 0 ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={16} width="50%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} width="60%" />
          </Stack>
        ) : sections.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('preview.empty')}
          </Text>
        ) : (
          sections.map((section) => (
            <Stack
              key={section.key}
              gap="xs"
              component="section"
              aria-label={t(`${section.key}.title` as const)}
            >
              <Title order={3} fz="h5" tt="uppercase" c="dimmed">
                {t(`${section.key}.title` as const)}
              </Title>
              <PreviewSection section={section} />
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

function PreviewItem({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} component="li">
      {children}
    </Stack>
  );
}

function PreviewSection({ section }: { section: CvPreviewSection }) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const relationshipLabel = useRelationshipLabel();
  const list = (children: ReactNode) => (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
  switch (section.key) {
    case 'experience':
      return list(
        section.items.map((entry) => (
          <PreviewItem key={entry.userExperienceId}>
            <Text fw={600}>{t('experience.entryName', { title: entry.title, company: entry.company })}</Text>
            <Text size="sm" c="dimmed">
              {[formatPeriod(entry.startDate, entry.endDate, language, t('month.present')), entry.location]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {entry.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {entry.description}
              </Text>
            )}
          </PreviewItem>
        )),
      );
    case 'education':
      return list(
        section.items.map((entry) => (
          <PreviewItem key={entry.userEducationId}>
            <Text fw={600}>{entry.school}</Text>
            {(entry.degree || entry.field) && (
              <Text size="sm">{[entry.degree, entry.field].filter(Boolean).join(', ')}</Text>
            )}
            <Text size="sm" c="dimmed">
              {formatPeriod(entry.startDate, entry.endDate, language, t('month.ongoing'))}
            </Text>
          </PreviewItem>
        )),
      );
    case 'certifications':
      return list(
        section.items.map((entry) => (
          <PreviewItem key={entry.userCertificationId}>
            <Text fw={600}>{entry.name}</Text>
            <Text size="sm" c="dimmed">
              {[entry.issuer, entry.issueDate && formatMonth(entry.issueDate, language)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {entry.credentialUrl && (
              <Anchor href={entry.credentialUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {t('certifications.verify')}
              </Anchor>
            )}
          </PreviewItem>
        )),
      );
    case 'professional':
    case 'personal':
      return (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {section.items.map((skill) => (
            <Badge key={skill} component="li" variant="outline" tt="none">
              {skill}
            </Badge>
          ))}
        </Group>
      );
    case 'language':
      return list(
        section.items.map((item) => (
          <PreviewItem key={item.language}>
            <Text size="sm">
              <Text span fw={600}>
                {item.language}
              </Text>{' '}
              – {t(`levels.${levelKey(item.level)}` as const)}
            </Text>
          </PreviewItem>
        )),
      );
    case 'endorsement':
      return list(
        section.items.map((item) => (
          <PreviewItem key={item.endorsementId}>
            <Blockquote
              p="sm"
              cite={`— ${item.endorserName}, ${item.endorserTitle} (${relationshipLabel(item.relationship)})`}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {item.text}
              </Text>
            </Blockquote>
          </PreviewItem>
        )),
      );
  }
}
