import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPage } from '../../../shared/ui/empty-page.tsx';
import { DeferredDialog, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useLetterPages } from '../api/letters.ts';
import { LetterCard } from '../components/letter-card.tsx';

// The dialog (Mantine's Modal, the template picker) loads when it first opens.
const NewLetterDialog = lazyNamed(() => import('../components/new-letter-dialog.tsx'), 'NewLetterDialog');

/**
 * `/letters`: the user's application letters, newest first, ten at a time with "Load more".
 * `?new=1` opens the new-letter dialog (with `&jobId=` for a job chosen on the board).
 */
export function LettersPage() {
  const { t } = useTranslation('letters');
  const [params, setParams] = useSearchParams();
  const pages = useLetterPages();
  const letters = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const total = pages.data?.pages[0]?.totalCount ?? 0;
  const creating = params.get('new') === '1';
  const openNew = () => setParams({ new: '1' });
  const closeNew = () => setParams({}, { replace: true });

  const dialog = (
    <DeferredDialog
      dialog={NewLetterDialog}
      props={{ opened: creating, onClose: closeNew, jobId: params.get('jobId') }}
    />
  );

  if (pages.isSuccess && letters.length === 0) {
    return (
      <>
        <EmptyPage title={t('empty.title')} description={t('empty.description')}>
          <Button onClick={openNew}>{t('page.new')}</Button>
        </EmptyPage>
        {dialog}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
        <Button onClick={openNew}>{t('page.new')}</Button>
      </Group>
      {pages.isPending && (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={110} radius="md" />
          ))}
        </Stack>
      )}
      {pages.isError && <QueryLoadError query={pages} errorText={t('errors.load')} />}
      {letters.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('page.count', { count: total })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {letters.map((letter) => (
              <LetterCard key={letter.jobApplicationId} letter={letter} />
            ))}
          </Stack>
        </>
      )}
      {pages.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('page.loadMore')}
          </Button>
        </Group>
      )}
      {dialog}
    </Stack>
  );
}
