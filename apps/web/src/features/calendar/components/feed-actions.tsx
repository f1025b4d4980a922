import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { type CalendarFeedChange, useChangeCalendarFeed } from '../api/calendar-feed.ts';

type Asked = Extract<CalendarFeedChange, 'rotate' | 'turnOff'>;

const WORDS = {
  rotate: {
    title: 'feed.rotateTitle',
    message: 'feed.rotateMessage',
    confirm: 'feed.rotateConfirm',
    done: 'feed.rotated',
  },
  turnOff: {
    title: 'feed.turnOffTitle',
    message: 'feed.turnOffMessage',
    confirm: 'feed.turnOffConfirm',
    done: 'feed.turnedOff',
  },
} as const;

/** A new address or none: both end the current one at once, so each asks first. */
export function FeedActions() {
  const { t } = useTranslation('calendar');
  const [asked, setAsked] = useState<Asked | null>(null);
  const rotate = useChangeCalendarFeed('rotate');
  const turnOff = useChangeCalendarFeed('turnOff');
  const mutation = asked === 'turnOff' ? turnOff : rotate;
  const words = WORDS[asked ?? 'rotate'];

  const handleConfirm = () => {
    if (!asked) return;
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(t(words.done));
        setAsked(null);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('feed.manageTitle')}
      </Title>
      <Group gap="sm">
        <Button variant="default" onClick={() => setAsked('rotate')}>
          {t('feed.rotate')}
        </Button>
        <Button variant="subtle" color="red" onClick={() => setAsked('turnOff')}>
          {t('feed.turnOff')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        title={t(words.title)}
        message={t(words.message)}
        confirmLabel={t(words.confirm)}
        cancelLabel={t('feed.cancel')}
        loading={mutation.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
