import { formatDate } from '@hirelane/contract/dates';
import type { ShareableCv } from '@hirelane/contract/sharing';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PublicUrlActions } from './public-url-actions.tsx';

export type ShareableCvCardProps = {
  link: ShareableCv;
  onEdit: (link: ShareableCv) => void;
  onDelete: (link: ShareableCv) => void;
};

/** One share link: its title, when it stops working, how often it was opened, and what to do with it. */
export function ShareableCvCard({ link, onEdit, onDelete }: ShareableCvCardProps) {
  const { t } = useTranslation('sharing');
  const [language] = useLanguage();
  const titleId = useId();
  const expiry = link.expiryDate
    ? t(link.isExpired ? 'links.expiredOn' : 'links.expiresOn', {
        date: formatDate(link.expiryDate, language),
      })
    : t('links.noExpiry');

  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title order={3} fz="h4" id={titleId}>
                {link.title}
              </Title>
              {link.isExpired && (
                <Badge color="red" variant="light">
                  {t('links.expired')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[
                expiry,
                t('links.views', { count: link.views }),
                t('links.createdOn', { date: formatDate(link.createdAt, language) }),
              ].join(' · ')}
            </Text>
          </Stack>
        </Group>
        <PublicUrlActions
          url={link.publicUrl}
          openText={t('links.open')}
          copyLabel={t('links.copyLabel', { title: link.title })}
          openLabel={t('links.openLabel', { title: link.title })}
        >
          <Button
            size="xs"
            variant="default"
            onClick={() => onEdit(link)}
            aria-label={t('links.editLabel', { title: link.title })}
          >
            {t('links.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(link)}
            aria-label={t('links.deleteLabel', { title: link.title })}
          >
            {t('links.delete')}
          </Button>
        </PublicUrlActions>
      </Stack>
    </Card>
  );
}
