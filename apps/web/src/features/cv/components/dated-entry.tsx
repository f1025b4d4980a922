import { Text } from '@mantine/core';

export type DatedEntryProps = {
  title: string;
  /** One line under the title; left out when empty. */
  details: string;
  period: string;
  description: string | null;
};

/** A job or a school in its CV section: what, the details, when, and the start of the description. */
export function DatedEntry({ title, details, period, description }: DatedEntryProps) {
  return (
    <>
      <Text fw={600}>{title}</Text>
      {details && <Text size="sm">{details}</Text>}
      <Text size="sm" c="dimmed">
        {period}
      </Text>
      {description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
          {description}
        </Text>
      )}
    </>
  );
}
