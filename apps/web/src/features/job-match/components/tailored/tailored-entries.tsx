import type { TailoredEntry } from '@hirelane/contract/tailored-cv';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moveEntry, toggleEntry } from '../../model/tailored-draft.ts';
import { TailoredEntryRow } from './tailored-entry-row.tsx';

type TailoredEntriesProps = {
  entries: TailoredEntry[];
  descriptions: Readonly<Record<string, string>>;
  onEntries: (change: (entries: TailoredEntry[]) => TailoredEntry[]) => void;
  onDescription: (id: string, text: string | undefined) => void;
};

/** The main CV's entries as the version shows them: ticked or not, in order, some reworded. */
export function TailoredEntries({ entries, descriptions, onEntries, onDescription }: TailoredEntriesProps) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {t('tailored.entries')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">
          {t('tailored.noEntries')}{' '}
          <Anchor component={Link} to="/my-cv" inherit>
            {t('tailored.toMyCv')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {t('tailored.entriesHint')}
          </Text>
          <Stack gap="xs">
            {entries.map((entry, index) => (
              <TailoredEntryRow
                key={entry.id}
                entry={entry}
                first={entries[index - 1]?.section !== entry.section}
                last={entries[index + 1]?.section !== entry.section}
                description={descriptions[entry.id]}
                onToggle={() => onEntries((list) => toggleEntry(list, entry.id))}
                onMove={(by) => onEntries((list) => moveEntry(list, entry.id, by))}
                onDescription={(text) => onDescription(entry.id, text)}
              />
            ))}
          </Stack>
        </>
      )}
    </section>
  );
}
