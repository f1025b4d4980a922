import { Badge, Group, Stack, Text, Title } from '@mantine/core';
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

/**
 * `/u/:handle`: someone's public profile. It opens with who they are — the name (the page's h1,
 * `@handle` when the account has none) and headline — then the bio, tags and video, and the CV
 * sections they chose to show, in their design.
 */
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
      {({ cv, handle: shownHandle, bio, tags, video, design }) => {
        const name = fullName(cv);
        return (
          <Stack gap="md">
            {/* On paper the CV below says the same: its own header carries the name and headline. */}
            <Group
              justify="space-between"
              align="flex-start"
              gap="sm"
              wrap="nowrap"
              className={printClasses.screenOnly}
            >
              <Stack gap={2} miw={0}>
                <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
                  {name ?? `@${shownHandle}`}
                </Title>
                {cv.headline && (
                  <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {cv.headline}
                  </Text>
                )}
                {name && (
                  <Text size="sm" c="dimmed">
                    {`@${shownHandle}`}
                  </Text>
                )}
              </Stack>
              <PrintButton />
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
            {video && <CvVideo video={video} owner={name} />}
            <CvDesignDocument cv={cv} settings={design} nested />
          </Stack>
        );
      }}
    </PublicCvContent>
  );
}
