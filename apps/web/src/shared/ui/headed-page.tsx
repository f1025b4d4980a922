import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading.tsx';

export type HeadedPageProps = {
  /** The feature's namespace: its `pageTitle` heads the page, its `pageDescription` under it. */
  namespace: 'calendar' | 'extension' | 'inbox' | 'reminders';
  children: ReactNode;
};

/** A page of one feature: its heading, then its content. */
export function HeadedPage({ namespace, children }: HeadedPageProps) {
  const { t } = useTranslation(namespace);
  return (
    <Stack gap="lg">
      <PageHeading title={t('pageTitle')} subtitle={t('pageDescription')} />
      {children}
    </Stack>
  );
}
