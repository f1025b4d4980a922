import { cvDocumentSections } from '@hirelane/contract/cv-document';
import { Card, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { certificationsOptions } from '../../../shared/cv/api/certifications.ts';
import { educationApi } from '../../../shared/cv/api/education.ts';
import { experienceApi } from '../../../shared/cv/api/experience.ts';
import { languagesOptions } from '../../../shared/cv/api/languages.ts';
import { skillsOptions } from '../../../shared/cv/api/skills.ts';
import { CvDocument } from '../../../shared/cv/cv-document.tsx';
import { decodeIdToken } from '../../../shared/session/id-token.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { endorsementsOptions } from '../api/endorsements.ts';
import { previewCv } from '../model/cv-preview.ts';

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
  const cv = previewCv(
    {
      experience: queries.experience.data,
      education: queries.education.data,
      certifications: queries.certifications.data,
      professional: queries.professional.data,
      personal: queries.personal.data,
      language: queries.language.data,
      endorsement: queries.endorsement.data,
    },
    claims ? { firstName: claims.given_name, lastName: claims.family_name } : null,
  );

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
        {isLoading && cvDocumentSections(cv).length === 0 ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={16} width="50%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} width="60%" />
          </Stack>
        ) : (
          <CvDocument
            cv={cv}
            nested
            empty={
              <Text size="sm" c="dimmed">
                {t('preview.empty')}
              </Text>
            }
          />
        )}
      </Stack>
    </Card>
  );
}
