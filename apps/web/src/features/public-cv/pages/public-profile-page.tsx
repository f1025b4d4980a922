import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CvDocument } from '../../../shared/cv/cv-document.tsx';
import { fullName } from '../../../shared/cv/cv-name.ts';
import printClasses from '../../../shared/ui/print.module.css';
import { usePublicProfile } from '../api/public-cv.ts';
import { CvDocumentSkeleton } from '../components/cv-document-skeleton.tsx';
import { LoadProblemState } from '../components/load-problem-state.tsx';
import { PrintButton } from '../components/print-button.tsx';
import { usePageMeta } from '../hooks/use-page-meta.ts';
import { loadProblemOf } from '../model/load-problem.ts';

/** `/u/:handle`: someone's public profile — bio, tags and the CV sections they chose to show. */
export function PublicProfilePage() {
  const { t } = useTranslation('publicCv');
  const { handle = '' } = useParams();
  const profile = usePublicProfile(handle);
  const problem = profile.error ? loadProblemOf(profile.error) : null;
  // A public profile is meant to be found: no noindex here, unlike a secret link.
  usePageMeta({
    title: profile.data ? (fullName(profile.data.cv) ?? `@${profile.data.handle}`) : null,
    noindex: false,
  });

  if (profile.isPending) return <CvDocumentSkeleton />;
  if (problem || !profile.data) {
    return (
      <LoadProblemState problem={problem ?? 'failed'} kind="profile" onRetry={() => void profile.refetch()} />
    );
  }

  const { bio, tags } = profile.data;
  return (
    <CvDocument
      cv={profile.data.cv}
      actions={
        <Group gap="xs" className={printClasses.screenOnly}>
          <PrintButton />
        </Group>
      }
      intro={
        <>
          <Text size="sm" c="dimmed">
            {`@${profile.data.handle}`}
          </Text>
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
        </>
      }
    />
  );
}
