import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AccountHeadingProps = {
  /** The account page: its title and description are `<page>.pageTitle` and `.pageDescription`. */
  page: 'profile' | 'password' | 'data' | 'delete';
};

export function AccountHeading({ page }: AccountHeadingProps) {
  const { t } = useTranslation('account');
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {t(`${page}.pageTitle`)}
      </Title>
      <Text c="dimmed">{t(`${page}.pageDescription`)}</Text>
    </Stack>
  );
}
