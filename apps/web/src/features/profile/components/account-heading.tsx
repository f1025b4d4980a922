import { Stack, Text, Title } from '@mantine/core';

export type AccountHeadingProps = {
  title: string;
  description: string;
};

export function AccountHeading({ title, description }: AccountHeadingProps) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
