import type { ShareableCv } from '@hirelane/contract/sharing';
import { Button, Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { useConfirmedMutation } from '../../../shared/ui/use-confirmed-mutation.ts';
import { useDeleteShareableCv, useShareableCvs } from '../api/shareable-cvs.ts';
import { ShareableCvCard } from './shareable-cv-card.tsx';
import { ShareableCvFormModal } from './shareable-cv-form.tsx';

type FormDialog = { kind: 'closed' } | { kind: 'form'; link: ShareableCv | null };

/** The owner's share links: create, copy, open, edit, delete; an inviting empty state. */
export function ShareableCvList() {
  const { t } = useTranslation('sharing');
  const headingId = useId();
  const links = useShareableCvs();
  const deletion = useConfirmedMutation(useDeleteShareableCv(), (link: ShareableCv) => link.sharedCvId);
  const [dialog, setDialog] = useState<FormDialog>({ kind: 'closed' });

  const createButton = (
    <Button onClick={() => setDialog({ kind: 'form', link: null })}>
      {links.data?.length ? t('links.createAnother') : t('links.createFirst')}
    </Button>
  );

  let content: ReactNode;
  if (links.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1].map((row) => (
          <Card key={row} withBorder padding="md">
            <Skeleton height={18} width="40%" mb="xs" />
            <Skeleton height={12} width="70%" />
          </Card>
        ))}
      </Stack>
    );
  } else if (links.isError) {
    content = <QueryLoadError query={links} errorText={t('links.errors.load')} />;
  } else if (links.data.length === 0) {
    content = (
      <EmptyState size="sm" description={t('links.empty')}>
        <EmptyState.Actions>{createButton}</EmptyState.Actions>
      </EmptyState>
    );
  } else {
    content = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {links.data.map((link) => (
          <ShareableCvCard
            key={link.sharedCvId}
            link={link}
            onEdit={(chosen) => setDialog({ kind: 'form', link: chosen })}
            onDelete={deletion.ask}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SectionHeading
          order={2}
          id={headingId}
          title={t('links.title')}
          description={t('links.description')}
          gap={4}
        />
        {links.data && links.data.length > 0 && createButton}
      </Group>
      {content}
      <ShareableCvFormModal
        opened={dialog.kind === 'form'}
        link={dialog.kind === 'form' ? dialog.link : null}
        onClose={() => setDialog({ kind: 'closed' })}
      />
      <ConfirmDialog
        {...deletion.confirmProps}
        title={t('links.deleteTitle')}
        message={t('links.deleteMessage', { title: deletion.asked?.title ?? '' })}
        confirmLabel={t('links.deleteConfirm')}
        cancelLabel={t('form.cancel')}
      />
    </Stack>
  );
}
