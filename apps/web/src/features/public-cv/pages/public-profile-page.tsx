import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CvDesignDocument } from '../../../shared/cv/cv-design-document.tsx';
import { fullName } from '../../../shared/cv/cv-name.ts';
import printClasses from '../../../shared/ui/print.module.css';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { usePublicProfile } from '../api/public-cv.ts';
import { CvVideo } from '../components/cv-video.tsx';
import { PrintButton } from '../components/print-button.tsx';
import { PublicCvContent } from '../components/public-cv-content.tsx';

/** `/u/:handle`: someone's public profile — bio, tags, video, and the CV sections they chose to show in their design. */
export function PublicProfilePage() {
  const { t } = useTranslation('publicCv');
  const { handle = '' } = useParams();
  const profile = usePublicProfile(handle);
  // Search engines may index it only when its owner let them find it (a secret link: never).
  usePageMeta({
    title: profile.data ? (fullName(profile.data.cv) ?? `@${profile.data.handle}`) : null,
    noindex: !profile.data?.indexable,
  });

  return (
    <PublicCvContent query={profile} kind="profile">
      {({ cv, handle: shownHandle, bio, tags, video, design }) => (
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed">
              {`@${shownHandle}`}
            </Text>
            <Group gap="xs" className={printClasses.screenOnly}>
              <PrintButton />
            </Group>
          </Group>
          {bio && (
            <Text style={{ whiteSpace: 'pre-line' }} maw="70ch">
              {bio}
            </Text>
          )}
          {tags.length > 0 && (
            <Group
              component="ul"
              gap={6}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('profile.tags')}
            >
              {tags.map((tag) => (
                <Badge key={tag} component="li" variant="light" tt="none" size="lg" fw={500}>
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          {video && <CvVideo video={video} />}
          <CvDesignDocument cv={cv} settings={design} />
        </Stack>
      )}
    </PublicCvContent>
  );
}
