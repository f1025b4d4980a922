import { Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { createContext, useContext, useId } from 'react';
import classes from './cv-document.module.css';
import { keyed } from './keyed.ts';

/** The pieces every CV section is drawn with: its titled frame, a list of entries, meta and text lines. */

const SectionHeadingLevel = createContext<2 | 3>(2);

/** The heading level of the sections inside: h2 on a CV's own page, h3 inside a page with its own h1. */
export function HeadingLevel({ value, children }: { value: 2 | 3; children: ReactNode }) {
  return <SectionHeadingLevel value={value}>{children}</SectionHeadingLevel>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const level = useContext(SectionHeadingLevel);
  // Only a top-level CV's sections are named regions: inside the owner's page (nested, h3) they would
  // clash with the page's own editing sections of the same names (axe landmark-unique).
  return (
    <Stack component="section" aria-labelledby={level === 2 ? headingId : undefined} gap="sm">
      <Stack gap={6} className={classes.sectionTitle}>
        <Title order={level} fz="h4" id={headingId}>
          {title}
        </Title>
        <Divider />
      </Stack>
      {children}
    </Stack>
  );
}

type EntryListProps<T> = {
  items: T[];
  /** What tells two entries apart (duplicates get a counter: `keyed`). */
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
};

/** A section's entries as a plain list, one item each. */
export function EntryList<T>({ items, keyOf, children }: EntryListProps<T>) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {keyed(items, keyOf).map(({ key, item }) => (
        <Stack component="li" key={key} gap={2} className={classes.entry}>
          {children(item)}
        </Stack>
      ))}
    </Stack>
  );
}

/** The dimmed line under an entry's title: the parts given, joined with middle dots. */
export function Meta({ parts }: { parts: (string | null | false | undefined)[] }) {
  const shown = parts.filter((part): part is string => Boolean(part));
  if (shown.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {shown.join(' · ')}
    </Text>
  );
}

export function Description({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text size="sm" mt={4} className={classes.text}>
      {text}
    </Text>
  );
}
