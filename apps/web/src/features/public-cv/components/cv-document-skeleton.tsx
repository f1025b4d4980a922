import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of a CV while it loads: never a blank page. */
export function CvDocumentSkeleton() {
  const { t } = useTranslation('publicCv');
  return (
    <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', sm: 'xl' }} aria-busy="true" role="status">
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
      <Stack gap="xl">
        <Stack gap="sm">
          <Skeleton height={32} width="55%" />
          <Skeleton height={16} width="35%" />
        </Stack>
        {[0, 1].map((section) => (
          <Stack key={section} gap="sm">
            <Skeleton height={20} width="25%" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="45%" />
            <Skeleton height={12} width="90%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
