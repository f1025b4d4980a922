import { Stack, type StackProps, Text, Title } from '@mantine/core';

export type SectionHeadingProps = Pick<StackProps, 'flex' | 'miw'> & {
  title: string;
  /** One sentence of what the section is for, small and dimmed under the heading. */
  description: string;
  /** A section of the page (2, drawn as h3) or of a section (3, drawn as h4). */
  order: 2 | 3;
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  /** Between the heading and its sentence. */
  gap?: 2 | 4;
};

/** A section's heading and, under it, what the section is for. */
export function SectionHeading({ title, description, order, id, gap = 2, ...layout }: SectionHeadingProps) {
  return (
    <Stack gap={gap} {...layout}>
      <Title order={order} fz={order === 2 ? 'h3' : 'h4'} id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
