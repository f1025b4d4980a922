import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CvDocument } from '../../../shared/cv/cv-document.tsx';
import { fullName } from '../../../shared/cv/cv-name.ts';
import { loadProblemOf } from '../../../shared/http/load-problem.ts';
import { LoadProblemState } from '../../../shared/ui/load-problem-state.tsx';
import printClasses from '../../../shared/ui/print.module.css';
import { usePageMeta } from '../../../shared/ui/use-page-meta.ts';
import { usePublicProfile } from '../api/public-cv.ts';
import { CvDocumentSkeleton } from '../components/cv-document-skeleton.tsx';
import { PrintButton } from '../components/print-button.tsx';
import { useProblemTexts } from '../components/problem-texts.ts';

/** `/u/:handle`: someone's public profile — bio, tags and the CV sections they chose to show. */
export function PublicProfilePage() {
  const { t } = useTranslation('publicCv');
  const problemTexts = useProblemTexts('profile');
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
      <LoadProblemState
        problem={problem ?? 'failed'}
        texts={problemTexts}
        onRetry={() => void profile.refetch()}
      />
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
