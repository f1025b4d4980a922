import { formatRelative } from '@hirelane/contract/dates';
import type { LetterSummary } from '@hirelane/contract/letters';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import classes from './letter-card.module.css';

/** One letter in the list: its title, who it is for, the start of the text; the whole card opens it. */
export function LetterCard({ letter }: { letter: LetterSummary }) {
  const { t } = useTranslation('letters');
  const [language] = useLanguage();
  const titleId = useId();
  const recipient =
    letter.jobLabel ?? ([letter.company, letter.contactName].filter(Boolean).join(' · ') || null);
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId} pos="relative">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id={titleId}>
            {/* The title is the card's one link; its click area covers the card. */}
            <Link to={`/letters/${letter.jobApplicationId}`} className={classes.link}>
              {letter.title}
            </Link>
          </Title>
          {letter.isPublic && (
            <Badge variant="light" color="teal">
              {t('card.public')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{recipient ? t('card.forJob', { job: recipient }) : t('card.untitledJob')}</Text>
        {letter.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {letter.excerpt}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[
            t('card.words', { count: letter.wordCount }),
            t('card.updated', { when: formatRelative(letter.updatedAt, new Date(), language) }),
          ].join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
